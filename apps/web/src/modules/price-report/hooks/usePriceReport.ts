import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceReportSubmitBodyInput } from '@coal/contracts';
import { ApiError } from '../../../lib/http/errors.ts';
import { useIdempotentSave } from '../../../lib/http/idempotency.ts';
import { fetchMyPriceReports, type MyReportsParams, priceReportKeys, submitPriceReport } from '../api/priceReportApi.ts';

/** GET /api/priceReport/mine */
export function useMyPriceReportsQuery(params: MyReportsParams) {
  return useQuery({ queryKey: priceReportKeys.mine(params), queryFn: () => fetchMyPriceReports(params), placeholderData: keepPreviousData, staleTime: 0 });
}

/** POST /api/priceReport/submit; the member's list refreshes. A refusal is shown by the form, not as a toast. */
export function useSubmitPriceReportMutation() {
  const client = useQueryClient();
  const once = useIdempotentSave(submitPriceReport);
  return useMutation({
    mutationFn: async (body: PriceReportSubmitBodyInput) => {
      try {
        return await once.mutationFn(body);
      } catch (error) {
        if (error instanceof ApiError) error.notified = true;
        throw error;
      }
    },
    onSuccess: () => {
      once.renew();
      return client.invalidateQueries({ queryKey: priceReportKeys.all });
    },
  });
}

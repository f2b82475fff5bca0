import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMyPriceReports, type MyReportsParams, priceReportKeys, submitPriceReport } from '../api/priceReportApi.ts';

/** GET /api/priceReport/mine */
export function useMyPriceReportsQuery(params: MyReportsParams) {
  return useQuery({ queryKey: priceReportKeys.mine(params), queryFn: () => fetchMyPriceReports(params), placeholderData: keepPreviousData, staleTime: 0 });
}

/** POST /api/priceReport/submit; the member's list refreshes. */
export function useSubmitPriceReportMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitPriceReport, onSuccess: () => client.invalidateQueries({ queryKey: priceReportKeys.all }) });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listValues, type ValueListParams } from '../api/indexAdminApi.ts';
import { adminKeys } from './adminKeys.ts';

/** GET /api/admin/indexValues/list: one product's values, newest first. */
export function useIndexValuesQuery(params: ValueListParams | null) {
  return useQuery({
    queryKey: adminKeys.values(params ?? { productId: 0, currentPage: 1, pageSize: 10 }),
    queryFn: () => listValues(params ?? { productId: 0, currentPage: 1, pageSize: 10 }),
    enabled: Boolean(params),
    placeholderData: keepPreviousData,
  });
}

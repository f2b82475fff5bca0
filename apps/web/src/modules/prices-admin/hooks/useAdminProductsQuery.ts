import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listProducts, type ProductListParams } from '../api/indexAdminApi.ts';
import { adminKeys } from './adminKeys.ts';

/** GET /api/admin/indexProducts/list. */
export function useAdminProductsQuery(params: ProductListParams) {
  return useQuery({ queryKey: adminKeys.products(params), queryFn: () => listProducts(params), placeholderData: keepPreviousData });
}

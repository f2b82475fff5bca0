import type { NoticeListParams, ProductListParams, ValueListParams } from '../api/indexAdminApi.ts';

/** Query keys of IndexProductManagement. */
export const adminKeys = {
  all: ['admin', 'prices'] as const,
  families: () => [...adminKeys.all, 'families'] as const,
  products: (p: ProductListParams) => [...adminKeys.all, 'products', p] as const,
  values: (p: ValueListParams) => [...adminKeys.all, 'values', p] as const,
  notices: (p: NoticeListParams) => [...adminKeys.all, 'notices', p] as const,
};

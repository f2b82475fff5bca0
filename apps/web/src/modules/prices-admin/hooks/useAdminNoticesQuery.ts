import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listNotices, type NoticeListParams } from '../api/indexAdminApi.ts';
import { adminKeys } from './adminKeys.ts';

/** GET /api/admin/indexNotices/list. */
export function useAdminNoticesQuery(params: NoticeListParams) {
  return useQuery({ queryKey: adminKeys.notices(params), queryFn: () => listNotices(params), placeholderData: keepPreviousData });
}

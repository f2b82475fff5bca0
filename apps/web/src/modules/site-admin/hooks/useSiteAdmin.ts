import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import {
  fetchAdminCompanyPages,
  fetchOperationLogActions,
  fetchOperationLogs,
  fetchThemes,
  selectTheme,
  siteAdminKeys,
  updateCompanyPage,
} from '../api/siteAdminApi.ts';

/** GET /api/admin/theme/list */
export const useThemesQuery = () => useQuery({ queryKey: siteAdminKeys.themes, queryFn: fetchThemes });

/** POST /api/admin/theme/select: the portal shows it from its next page load. */
export function useSelectThemeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: selectTheme,
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: siteAdminKeys.themes });
    },
  });
}

/** GET /api/admin/company/pages */
export const useAdminCompanyPagesQuery = () => useQuery({ queryKey: siteAdminKeys.companyPages, queryFn: fetchAdminCompanyPages });

/** POST /api/admin/company/updatePage */
export function useUpdateCompanyPageMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyPage,
    onSuccess: (message) => {
      notifier.info(message);
      void client.invalidateQueries({ queryKey: siteAdminKeys.companyPages });
      void client.invalidateQueries({ queryKey: ['site'] });
    },
  });
}

/** GET /api/admin/oplog/list */
export const useOperationLogsQuery = (params: Params) =>
  useQuery({ queryKey: siteAdminKeys.oplog(params), queryFn: () => fetchOperationLogs(params), placeholderData: keepPreviousData });

/** GET /api/admin/oplog/actions */
export const useOperationLogActionsQuery = () => useQuery({ queryKey: siteAdminKeys.oplogActions, queryFn: fetchOperationLogActions });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../lib/http/idempotency.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import {
  checkVideoPlayback,
  deleteAdminCategory,
  fetchAdminCategories,
  fetchReportPreviewUrl,
  saveAdminCategory,
  type LibraryAdminPrefix,
} from '../api/libraryAdminApi.ts';

/** GET <prefix>/category/list */
export const useAdminCategoriesQuery = (prefix: LibraryAdminPrefix) =>
  useQuery({ queryKey: [prefix, 'categories'], queryFn: () => fetchAdminCategories(prefix) });

/** POST <prefix>/category/create|update|delete */
export function useAdminCategoryMutation(prefix: LibraryAdminPrefix) {
  const client = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (action: { id?: number; name?: string; sort?: number; remove?: boolean }) =>
      action.remove && action.id
        ? deleteAdminCategory(prefix, action.id)
        : saveAdminCategory(prefix, { id: action.id, name: action.name ?? '', sort: action.sort }, key.current()),
    onSuccess: (message, action) => {
      if (!action.remove) key.renew();
      notifier.info(message);
      void client.invalidateQueries({ queryKey: [prefix] });
      void client.invalidateQueries({ queryKey: ['library'] });
    },
  });
}

/** GET /api/admin/video/checkPlayback */
export const useVideoCheckMutation = () => useMutation({ mutationFn: checkVideoPlayback });

/** GET /api/admin/report/preview as an object URL (revoked when the query is dropped). */
export const useReportPreviewQuery = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['/api/admin/report', 'preview', id],
    queryFn: () => fetchReportPreviewUrl(id!),
    enabled: id !== null && enabled,
    staleTime: Infinity,
    gcTime: 0,
  });

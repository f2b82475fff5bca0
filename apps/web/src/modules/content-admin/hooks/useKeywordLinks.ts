import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { useIdempotencyKey } from '../../../lib/http/idempotency.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { deleteKeywordLink, fetchKeywordLinks, saveKeywordLink } from '../api/contentAdminApi.ts';

/** GET /api/admin/keywords/list */
export const useKeywordLinksQuery = (params: Params) =>
  useQuery({ queryKey: ['adminKeywords', params], queryFn: () => fetchKeywordLinks(params), placeholderData: keepPreviousData });

/** POST /api/admin/keywords/save or delete; the portal's keyword list changes too. */
export function useKeywordLinkMutation() {
  const client = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (action: { remove?: number; save?: Parameters<typeof saveKeywordLink>[0] }) =>
      action.remove ? deleteKeywordLink(action.remove) : saveKeywordLink(action.save!, key.current()),
    onSuccess: (_answer, action) => {
      if (action.save) key.renew();
      notifier.info('操作成功');
      void client.invalidateQueries({ queryKey: ['adminKeywords'] });
      void client.invalidateQueries({ queryKey: ['articles', 'keywords'] });
    },
  });
}

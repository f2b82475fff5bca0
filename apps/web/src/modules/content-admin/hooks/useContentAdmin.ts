import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { useIdempotencyKey, useIdempotentSave } from '../../../lib/http/idempotency.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import {
  contentAdminKeys,
  deleteAdminArticle,
  deleteContentType,
  fetchAdminArticle,
  fetchAdminArticles,
  fetchAdminContentTypes,
  saveAdminArticle,
  saveContentType,
  scheduleAdminArticle,
  setArticleHot,
  setArticleTop,
  withdrawAdminArticle,
  type AdminArticleInput,
} from '../api/contentAdminApi.ts';

/** GET /api/admin/articles/list */
export const useAdminArticlesQuery = (params: Params) =>
  useQuery({ queryKey: contentAdminKeys.list(params), queryFn: () => fetchAdminArticles(params), placeholderData: keepPreviousData });

/** GET /api/admin/articles/detail */
export const useAdminArticleQuery = (id: number | null) =>
  useQuery({ queryKey: contentAdminKeys.detail(id ?? 0), queryFn: () => fetchAdminArticle(id!), enabled: id !== null, staleTime: 0 });

/** GET /api/admin/content-types/list (the whole tree, disabled types included) */
export const useAdminContentTypesQuery = () => useQuery({ queryKey: contentAdminKeys.types, queryFn: fetchAdminContentTypes });

/** Everything an article change can affect: admin lists, review queue, portal lists. */
function useInvalidateArticles() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: contentAdminKeys.all });
    void client.invalidateQueries({ queryKey: ['review'] });
    void client.invalidateQueries({ queryKey: ['articles'] });
  };
}

/** POST /api/admin/articles/save */
export function useSaveAdminArticleMutation() {
  const invalidate = useInvalidateArticles();
  // One key per form: a double-clicked 保存草稿 saves one article.
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: AdminArticleInput) => saveAdminArticle(input, key.current()),
    onSuccess: ({ message }) => {
      key.renew();
      notifier.info(message || '保存成功');
      invalidate();
    },
  });
}

type Action = 'delete' | 'withdraw' | 'top' | 'untop' | 'hot' | 'unhot' | 'schedule';

/** POST delete / withdraw / top / hot / schedule on one article. */
export function useArticleAdminActionMutation() {
  const invalidate = useInvalidateArticles();
  return useMutation({
    mutationFn: ({ action, id, publishAt }: { action: Action; id: number; publishAt?: string | null }) => {
      if (action === 'delete') return deleteAdminArticle(id);
      if (action === 'withdraw') return withdrawAdminArticle(id);
      if (action === 'top' || action === 'untop') return setArticleTop(id, action === 'top');
      if (action === 'hot' || action === 'unhot') return setArticleHot(id, action === 'hot');
      return scheduleAdminArticle(id, publishAt ?? null);
    },
    onSuccess: (message) => {
      notifier.info(message || '操作成功');
      invalidate();
    },
  });
}

/** POST /api/admin/content-types/save */
export function useSaveContentTypeMutation() {
  const client = useQueryClient();
  const once = useIdempotentSave(saveContentType);
  return useMutation({
    mutationFn: once.mutationFn,
    onSuccess: () => {
      once.renew();
      notifier.info('保存成功');
      void client.invalidateQueries({ queryKey: contentAdminKeys.types });
      void client.invalidateQueries({ queryKey: ['articles', 'categories'] });
      void client.invalidateQueries({ queryKey: ['articles', 'contentTypes'] });
    },
  });
}

/** POST /api/admin/content-types/delete */
export function useDeleteContentTypeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContentType,
    onSuccess: () => {
      notifier.info('删除成功');
      void client.invalidateQueries({ queryKey: contentAdminKeys.types });
      void client.invalidateQueries({ queryKey: ['articles'] });
    },
  });
}

import { useIdempotentSave } from '../../../lib/http/idempotency.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { questionKeys } from '../../questions/api/questionsApi.ts';
import {
  deleteExpert,
  deleteExpertType,
  expertAdminKeys,
  fetchCandidates,
  fetchExpert,
  fetchExperts,
  saveExpert,
  saveExpertType,
} from '../api/expertsAdminApi.ts';

/** GET /api/admin/experts/list */
export const useAdminExpertsQuery = (params: object) =>
  useQuery({ queryKey: expertAdminKeys.list(params as Params), queryFn: () => fetchExperts(params as Params), placeholderData: keepPreviousData });
/** GET /api/admin/experts/detail */
export const useAdminExpertQuery = (id: string | null) =>
  useQuery({ queryKey: expertAdminKeys.detail(id ?? ''), queryFn: () => fetchExpert(id!), enabled: Boolean(id) });
/** GET /api/admin/experts/candidates */
export const useExpertCandidatesQuery = (keyword: string, enabled: boolean) =>
  useQuery({ queryKey: expertAdminKeys.candidates(keyword), queryFn: () => fetchCandidates(keyword), enabled });

function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: expertAdminKeys.all });
    void client.invalidateQueries({ queryKey: ['questions', 'experts'] });
    void client.invalidateQueries({ queryKey: questionKeys.expertTypes });
  };
}

/** POST /api/admin/experts/save */
export function useSaveExpertMutation() {
  const invalidate = useInvalidate();
  const once = useIdempotentSave(saveExpert);
  return useMutation({
    mutationFn: once.mutationFn,
    onSuccess: () => {
      once.renew();
      notifier.info('保存成功');
      invalidate();
    },
  });
}

/** POST /api/admin/experts/delete */
export function useDeleteExpertMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: deleteExpert,
    onSuccess: () => {
      notifier.info('删除成功');
      invalidate();
    },
  });
}

/** POST /api/expertType/saveExpertType */
export function useSaveExpertTypeMutation() {
  const client = useQueryClient();
  const once = useIdempotentSave(saveExpertType);
  return useMutation({
    mutationFn: once.mutationFn,
    onSuccess: () => {
      once.renew();
      notifier.info('保存成功');
      void client.invalidateQueries({ queryKey: questionKeys.expertTypes });
    },
  });
}

/** GET /api/expertType/deleteById */
export function useDeleteExpertTypeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteExpertType,
    onSuccess: () => {
      notifier.info('删除成功');
      void client.invalidateQueries({ queryKey: questionKeys.expertTypes });
    },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Params } from '../../../lib/http/index.ts';
import { useIdempotentSave } from '../../../lib/http/idempotency.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import {
  addSensitiveWord,
  deleteSensitiveWords,
  fetchSensitiveCategories,
  fetchSensitiveWords,
  importSensitiveWords,
  sensitiveWordKeys,
  type ImportOptions,
} from '../api/sensitiveWordsApi.ts';

/** GET list (search by word, category, level) */
export const useSensitiveWordsQuery = (params: Params) =>
  useQuery({ queryKey: sensitiveWordKeys.list(params), queryFn: () => fetchSensitiveWords(params), placeholderData: keepPreviousData });

/** GET categories */
export const useSensitiveCategoriesQuery = () => useQuery({ queryKey: sensitiveWordKeys.categories, queryFn: fetchSensitiveCategories });

function useInvalidate() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: sensitiveWordKeys.all });
}

/** POST add */
export function useAddSensitiveWordMutation() {
  const invalidate = useInvalidate();
  const once = useIdempotentSave(addSensitiveWord);
  return useMutation({
    mutationFn: once.mutationFn,
    onSuccess: (message) => {
      once.renew();
      notifier.info(message);
      invalidate();
    },
  });
}

/** POST delete (one or several) */
export function useDeleteSensitiveWordsMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: deleteSensitiveWords,
    onSuccess: (message) => {
      notifier.info(message);
      invalidate();
    },
  });
}

/** POST import; the outcome (with its report) is shown by the dialog. */
export function useImportSensitiveWordsMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options: ImportOptions }) => importSensitiveWords(file, options),
    onSuccess: (outcome) => {
      if (outcome.ok) invalidate();
    },
  });
}

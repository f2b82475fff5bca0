import { useQuery } from '@tanstack/react-query';
import { getCommentaries } from '../api/analysisApi.ts';

/** The released market commentary of an index, newest first. */
export function useCommentaries(code: string) {
  return useQuery({ queryKey: ['priceAnalysis', 'commentaries', code], queryFn: () => getCommentaries(code), staleTime: 60_000 });
}

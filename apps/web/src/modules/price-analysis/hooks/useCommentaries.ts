import { useQuery } from '@tanstack/react-query';
import { getCommentaries, getCommentary } from '../api/analysisApi.ts';

/** The released market commentary of an index, newest first. */
export function useCommentaries(code: string) {
  return useQuery({ queryKey: ['priceAnalysis', 'commentaries', code], queryFn: () => getCommentaries(code), staleTime: 60_000 });
}

/** One commentary by id (a site-search hit): its index is where it opens. */
export function useCommentary(id: number | null) {
  return useQuery({ queryKey: ['priceAnalysis', 'commentary', id], queryFn: () => getCommentary(id!), enabled: id !== null });
}

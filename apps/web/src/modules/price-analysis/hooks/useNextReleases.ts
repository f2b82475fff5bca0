import { useQuery } from '@tanstack/react-query';
import { getNextReleases } from '../api/analysisApi.ts';

/** Each index's next release (shared by the calendar page and the index pages). */
export function useNextReleases() {
  return useQuery({ queryKey: ['priceAnalysis', 'nextReleases'], queryFn: getNextReleases, staleTime: 60_000 });
}

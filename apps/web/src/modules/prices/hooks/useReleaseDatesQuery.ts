import { useQuery } from '@tanstack/react-query';
import { getReleaseDates } from '../api/pricesApi.ts';
import { priceKeys } from './priceKeys.ts';

/** GET /date: latest release date per family and the coming release calendar. */
export function useReleaseDatesQuery(options: { refetchInterval?: number } = {}) {
  return useQuery({ queryKey: priceKeys.releaseDates(), queryFn: getReleaseDates, refetchInterval: options.refetchInterval });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getIndexSeries, type SeriesParams } from '../api/pricesApi.ts';
import { priceKeys } from './priceKeys.ts';

/**
 * GET /api/priceIndex/series: idle until there is a code and (for 自定义) a range; keeps
 * the previous chart on screen while a new range loads.
 */
export function useIndexSeriesQuery(params: SeriesParams | null, options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: priceKeys.series(params ?? { codes: [] }),
    queryFn: () => getIndexSeries(params ?? { codes: [] }),
    enabled: Boolean(params && params.codes.length > 0),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
  });
}

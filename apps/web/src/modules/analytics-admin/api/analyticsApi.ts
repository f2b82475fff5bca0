/** The visitor-analytics dashboard calls (GET /api/admin/analytics/*, analytics:read). */
import type {
  AnalyticsClickDetail,
  AnalyticsClickRow,
  AnalyticsContentRow,
  AnalyticsOverview,
  AnalyticsRealtime,
  AnalyticsRegions,
  Page,
} from '@coal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, unwrap, type Params } from '../../../lib/http/index.ts';

export const ANALYTICS_API = '/api/admin/analytics';

const get = async <T>(path: string, params: Params, silent = false) => unwrap(await http.get<T>(`${ANALYTICS_API}/${path}`, params, { silent }));

const key = (path: string, params: Params) => ['adminAnalytics', path, params] as const;

/** Every dashboard query: previous figures stay on screen while a new range loads. */
function useAnalyticsQuery<T>(
  path: string,
  params: Params,
  { silent, ...options }: { refetchInterval?: number | false; enabled?: boolean; silent?: boolean } = {},
) {
  return useQuery({ queryKey: key(path, params), queryFn: () => get<T>(path, params, silent), placeholderData: keepPreviousData, ...options });
}

export const useOverviewQuery = (params: Params) => useAnalyticsQuery<AnalyticsOverview>('overview', params);
export const useRegionsQuery = (params: Params) => useAnalyticsQuery<AnalyticsRegions>('regions', params);
export const useRealtimeQuery = (params: Params, refetchInterval: number | false) =>
  useAnalyticsQuery<AnalyticsRealtime>('realtime', params, { refetchInterval });
export const useContentsQuery = (params: Params) => useAnalyticsQuery<Page<AnalyticsContentRow>>('contents', params);
export const useClicksQuery = (params: Params) => useAnalyticsQuery<Page<AnalyticsClickRow>>('clicks', params);
export const useClickDetailQuery = (params: Params, enabled: boolean) =>
  useAnalyticsQuery<AnalyticsClickDetail>('clickDetail', params, { enabled, silent: true });
// The detail page shows a never-clicked item's message itself, instead of a toast.

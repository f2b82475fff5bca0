import type { LatestValue } from '@coal/contracts';
import { useIndexSeriesQuery } from './useIndexSeriesQuery.ts';

export interface RangeAnchor {
  /** The day the ranges count back from; undefined: today. */
  anchor: string | undefined;
  /** False while the anchor is still unknown: ask for no series yet. */
  ready: boolean;
}

/**
 * The day an index's ranges (近1月 …) count back from: its latest value's period. A retired
 * index has no latest value, so its last day comes from the series call asked without dates
 * (the server ends it on the index's last value). Until the anchor is known nothing is asked,
 * so the page never loads (or exports) a range ending today and then another one.
 */
export function useRangeAnchor(code: string, latest: LatestValue | undefined, latestPending: boolean): RangeAnchor {
  const needsHistory = !latest && !latestPending;
  const history = useIndexSeriesQuery(needsHistory ? { codes: [code] } : null);
  if (latest) return { anchor: latest.period, ready: true };
  if (latestPending) return { anchor: undefined, ready: false };
  return { anchor: history.data?.to, ready: !history.isPending };
}

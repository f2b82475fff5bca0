import { useMemo } from 'react';
import type { IndexChanges, SeriesPoint } from '@coal/contracts';
import type { SeriesParams } from '../api/pricesApi.ts';
import { useIndexSeriesQuery } from './useIndexSeriesQuery.ts';

export interface HistoryChanges {
  /** The changes of a shown period; undefined until its window has answered. */
  of: (period: string) => IndexChanges | undefined;
  /** The shown window's own answer has not come yet (the cells it lacks are loading). */
  pending: boolean;
}

/**
 * The series call that brings the changes of the history rows on screen (newest first): the
 * index from the page's oldest to its newest period with changes=1. The server compares with
 * its own look-back before `from`, so ten rows carry the figures a call over the whole range
 * would, and a phone no longer downloads years of changes to show ten rows. Null without rows.
 */
function historyWindow(code: string, rows: SeriesPoint[]): SeriesParams | null {
  const newest = rows[0];
  const oldest = rows.at(-1);
  return newest && oldest ? { codes: [code], from: oldest.period, to: newest.period, changes: true } : null;
}

/**
 * The changes of the shown history rows, one window per page (its own cache key). While a
 * page's window loads, the previous window stays: periods both share keep their figures.
 */
export function useHistoryChangesQuery(code: string | undefined, rows: SeriesPoint[]): HistoryChanges {
  const query = useIndexSeriesQuery(code ? historyWindow(code, rows) : null);
  const byPeriod = useMemo(() => new Map(query.data?.series.find((s) => s.code === code)?.points.map((p) => [p.period, p.changes])), [query.data, code]);
  return { of: (period) => byPeriod.get(period), pending: query.isPending || query.isPlaceholderData };
}

/** The dashboards' shared filter: a day range and a terminal, kept in the address bar. */
import { ANALYTICS_MAX_RANGE_DAYS } from '@coal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { chinaNow } from '../../lib/china-time.ts';

export type SysType = 'mobile' | 'computer';

export interface AnalyticsFilters {
  from: string;
  to: string;
  sysType?: SysType;
  /** Count the staff's back-office page views too (包含后台页面; off by default). */
  includeBack?: boolean;
}

export type QuickRange = 'today' | 'yesterday' | 'last7' | 'last30';

export const QUICK_RANGES: Array<{ value: QuickRange; label: string }> = [
  { value: 'today', label: '今天' },
  { value: 'yesterday', label: '昨天' },
  { value: 'last7', label: '最近7天' },
  { value: 'last30', label: '最近30天' },
];

const DAY = 'YYYY-MM-DD';

/** The days a quick range covers, counted from `today`: China's day, as the server counts its days. */
export function quickRange(range: QuickRange, today: Dayjs = chinaNow()): { from: string; to: string } {
  const t = today.startOf('day');
  switch (range) {
    case 'today':
      return { from: t.format(DAY), to: t.format(DAY) };
    case 'yesterday':
      return { from: t.subtract(1, 'day').format(DAY), to: t.subtract(1, 'day').format(DAY) };
    case 'last7':
      return { from: t.subtract(6, 'day').format(DAY), to: t.format(DAY) };
    case 'last30':
      return { from: t.subtract(29, 'day').format(DAY), to: t.format(DAY) };
  }
}

/** Which quick range a range is, if any. */
export function quickRangeOf(f: { from: string; to: string }, today: Dayjs = chinaNow()): QuickRange | undefined {
  return QUICK_RANGES.map((q) => q.value).find((q) => {
    const r = quickRange(q, today);
    return r.from === f.from && r.to === f.to;
  });
}

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v, DAY).isValid();

/** Reads the filter from a query string; a missing or broken range falls back to `fallback`. */
export function readFilters(search: URLSearchParams, fallback: QuickRange = 'last7', today: Dayjs = chinaNow()): AnalyticsFilters {
  const from = search.get('from');
  const to = search.get('to');
  const sys = search.get('sysType');
  const range =
    isDay(from) && isDay(to) && from <= to && dayjs(to).diff(dayjs(from), 'day') < ANALYTICS_MAX_RANGE_DAYS ? { from, to } : quickRange(fallback, today);
  return { ...range, sysType: sys === 'mobile' || sys === 'computer' ? sys : undefined, includeBack: search.get('includeBack') === '1' || undefined };
}

/** The filter in the address bar (bookmarkable; kept by 返回 from a detail page) and its setter. */
export function useAnalyticsFilters(fallback: QuickRange = 'last7') {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search, fallback);
  const update = (patch: Partial<AnalyticsFilters> & Record<string, string | boolean | undefined>) => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('from', filters.from);
        next.set('to', filters.to);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === '' || v === false) next.delete(k);
          else next.set(k, v === true ? '1' : v);
        }
        return next;
      },
      { replace: true },
    );
  };
  return { filters, search, update };
}

/** The filter as query parameters (no empty values). */
export const filterParams = (f: AnalyticsFilters): Record<string, string> => ({
  from: f.from,
  to: f.to,
  ...(f.sysType ? { sysType: f.sysType } : {}),
  ...(f.includeBack ? { includeBack: '1' } : {}),
});

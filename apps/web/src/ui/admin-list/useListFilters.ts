import { useCallback, useMemo, useState } from 'react';
import { usePagination, type PaginationController } from '../pagination/usePagination.ts';

/**
 * A back-office list's filter state: what the filter bar shows (`draft`) apart from what the
 * list asked for (`applied`), with the pager. 查询 applies the draft, 重置 clears both, and
 * either goes back to page 1 (spec §4). Filters in the URL would be a change here only.
 */
export interface ListFilters<F extends object> {
  /** What the filter bar's fields show. */
  draft: F;
  /** What the list query uses (the draft as of the last 查询, normalised). */
  applied: F;
  /** Change fields of the draft (not applied until `apply`). */
  set: (patch: Partial<F>) => void;
  /** Apply the draft, with `patch` merged in first (a field that applies at once), from page 1. */
  apply: (patch?: Partial<F>) => void;
  /** Clear the draft and the applied filters, from page 1. */
  reset: () => void;
  pager: PaginationController;
  /** The list call's parameters: the applied filters, `currentPage` and `pageSize` (spec §3). */
  params: F & { currentPage: number; pageSize: number };
}

export interface ListFiltersOptions<F> {
  /** Runs on 查询 before the filters apply; the default trims text and drops blanks. */
  normalize?: (draft: F) => F;
  pageSize?: number;
}

/** Text fields trimmed, blank ones left out (a search for "  " is no filter). */
export function trimFilters<F extends object>(draft: F): F {
  const out = { ...draft } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string') out[key] = value.trim() || undefined;
  }
  return out as F;
}

/** Filter state (draft vs applied), page and page size of one back-office list. */
export function useListFilters<F extends object>({ normalize = trimFilters, pageSize }: ListFiltersOptions<F> = {}): ListFilters<F> {
  const pager = usePagination(pageSize);
  const [draft, setDraft] = useState<F>({} as F);
  const [applied, setApplied] = useState<F>({} as F);
  const { reset: firstPage } = pager;
  const set = useCallback((patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch })), []);
  const apply = useCallback(
    (patch?: Partial<F>) => {
      const next = { ...draft, ...patch };
      setDraft(next);
      setApplied(normalize(next));
      firstPage();
    },
    [draft, normalize, firstPage],
  );
  const reset = useCallback(() => {
    setDraft({} as F);
    setApplied({} as F);
    firstPage();
  }, [firstPage]);
  const { currentPage, pageSize: size } = pager;
  const params = useMemo(() => ({ ...applied, currentPage, pageSize: size }), [applied, currentPage, size]);
  return { draft, applied, set, apply, reset, pager, params };
}

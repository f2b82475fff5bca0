import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@coal/contracts';
import { initialPagination, paginationReducer, type PaginationAction, type PaginationState } from '../pagination/paginationReducer.ts';
import type { PaginationController } from '../pagination/usePagination.ts';
import { type FieldTypes, type ListSort, readListUrl, rememberListSearch, writeListUrl } from './listUrl.ts';

export type { ListSort } from './listUrl.ts';

/**
 * A back-office list's filter state: what the filter bar shows (`draft`) apart from what the
 * list asked for (`applied`), with the pager and the sort. 查询 applies the draft, 重置 clears
 * both, and either goes back to page 1 (spec §4). The applied filters, page, size and sort
 * live in the address: a reload, a shared link or 返回 shows the same list.
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
  /** Clear the draft, the applied filters and the sort, from page 1. */
  reset: () => void;
  pager: PaginationController;
  /** The column the list is sorted by (server-side: sent as `sort`/`order`), if any. */
  sort?: ListSort;
  /** Sort by a column (none: the list's default order), from page 1. */
  setSort: (sort: ListSort | undefined) => void;
  /** The list's prefix in the address, when its page has several lists. */
  scope?: string;
  /** The list call's parameters: the applied filters, `currentPage`, `pageSize` (spec §3) and `sort`/`order` when sorted. */
  params: F & { currentPage: number; pageSize: number; sort?: string; order?: 'asc' | 'desc' };
}

export interface ListFiltersOptions<F> {
  /** Runs on 查询 before the filters apply; the default trims text and drops blanks. */
  normalize?: (draft: F) => F;
  pageSize?: number;
  /** Prefix of the list's parameters in the address, when a page shows several lists (tabs). */
  scope?: string;
  /** Filters that are numbers or flags (the address holds text). */
  fieldTypes?: FieldTypes<F>;
  /** Keep the state in the address (default); off for lists inside dialogs and drawers. */
  syncUrl?: boolean;
}

/** Text fields trimmed, blank ones left out (a search for "  " is no filter). */
export function trimFilters<F extends object>(draft: F): F {
  const out = { ...draft } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string') out[key] = value.trim() || undefined;
  }
  return out as F;
}

interface State<F> {
  draft: F;
  applied: F;
  pagination: PaginationState;
  sort?: ListSort;
}

type Action<F> =
  | { type: 'set'; patch: Partial<F> }
  | { type: 'apply'; patch?: Partial<F>; normalize: (draft: F) => F }
  | { type: 'reset' }
  | { type: 'sort'; sort: ListSort | undefined }
  | { type: 'load'; state: State<F> }
  | { type: 'pager'; action: PaginationAction };

function reducer<F>(state: State<F>, action: Action<F>): State<F> {
  switch (action.type) {
    case 'set':
      return { ...state, draft: { ...state.draft, ...action.patch } };
    case 'apply': {
      const draft = { ...state.draft, ...action.patch };
      return { ...state, draft, applied: action.normalize(draft), pagination: paginationReducer(state.pagination, { type: 'reset' }) };
    }
    case 'reset':
      return { draft: {} as F, applied: {} as F, sort: undefined, pagination: paginationReducer(state.pagination, { type: 'reset' }) };
    case 'sort':
      return { ...state, sort: action.sort, pagination: paginationReducer(state.pagination, { type: 'reset' }) };
    case 'load':
      return action.state;
    case 'pager': {
      const pagination = paginationReducer(state.pagination, action.action);
      return pagination === state.pagination ? state : { ...state, pagination };
    }
  }
}

/** Filter state (draft vs applied), page, page size and sort of one back-office list, kept in the address. */
export function useListFilters<F extends object>({
  normalize = trimFilters,
  pageSize = DEFAULT_PAGE_SIZE,
  scope,
  fieldTypes,
  syncUrl = true,
}: ListFiltersOptions<F> = {}): ListFilters<F> {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  // A kept-alive page renders on while another page is shown: it only follows its own address.
  const [ownPath] = useState(pathname);
  // Callers write `fieldTypes` inline: keyed by content so the sync below does not rerun each render.
  const typesKey = JSON.stringify(fieldTypes ?? {});
  const urlOptions = useMemo(
    () => ({ scope, fieldTypes: JSON.parse(typesKey) as FieldTypes<F>, defaultPageSize: initialPagination(pageSize).pageSize }),
    [scope, typesKey, pageSize],
  );
  const [state, dispatch] = useReducer(reducer<F>, undefined, (): State<F> => {
    const fromUrl = syncUrl ? readListUrl<F>(search, urlOptions) : null;
    if (!fromUrl) return { draft: {} as F, applied: {} as F, pagination: initialPagination(pageSize) };
    return {
      draft: fromUrl.applied,
      applied: fromUrl.applied,
      sort: fromUrl.sort,
      pagination: { currentPage: fromUrl.currentPage, pageSize: fromUrl.pageSize },
    };
  });

  // The list's state as its address would hold it: compared, not the objects.
  const stateKey = writeListUrl(new URLSearchParams(), { applied: state.applied, ...state.pagination, sort: state.sort }, urlOptions).toString();
  const lastSeen = useRef<string | null>(null);
  useEffect(() => {
    if (!syncUrl || pathname !== ownPath) return;
    const current = search.toString();
    if (current !== lastSeen.current) {
      // The address changed under the list (back/forward, a link): it wins when it holds list state.
      lastSeen.current = current;
      const fromUrl = readListUrl<F>(search, urlOptions);
      if (fromUrl) {
        const key = writeListUrl(new URLSearchParams(), fromUrl, urlOptions).toString();
        if (key !== stateKey) {
          dispatch({
            type: 'load',
            state: {
              draft: fromUrl.applied,
              applied: fromUrl.applied,
              sort: fromUrl.sort,
              pagination: { currentPage: fromUrl.currentPage, pageSize: fromUrl.pageSize },
            },
          });
        }
        rememberListSearch(ownPath, current);
        return;
      }
    }
    const next = writeListUrl(search, { applied: state.applied, ...state.pagination, sort: state.sort }, urlOptions).toString();
    rememberListSearch(ownPath, next);
    if (next === current) return;
    lastSeen.current = next;
    setSearch(new URLSearchParams(next), { replace: true });
  }, [search, stateKey, state.applied, state.pagination, state.sort, pathname, ownPath, syncUrl, urlOptions, setSearch]);

  const set = useCallback((patch: Partial<F>) => dispatch({ type: 'set', patch }), []);
  const apply = useCallback((patch?: Partial<F>) => dispatch({ type: 'apply', patch, normalize }), [normalize]);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const setSort = useCallback((sort: ListSort | undefined) => dispatch({ type: 'sort', sort }), []);
  const pagerMoves = useMemo(
    () => ({
      setPage: (page: number) => dispatch({ type: 'pager', action: { type: 'page', page } }),
      setPageSize: (n: number) => dispatch({ type: 'pager', action: { type: 'size', pageSize: n } }),
      syncTotal: (total: number) => dispatch({ type: 'pager', action: { type: 'total', total } }),
      reset: () => dispatch({ type: 'pager', action: { type: 'reset' } }),
    }),
    [],
  );

  const { currentPage, pageSize: size } = state.pagination;
  const pager = useMemo<PaginationController>(
    () => ({ currentPage, pageSize: size, query: { currentPage, pageNo: currentPage, pageSize: size }, ...pagerMoves }),
    [currentPage, size, pagerMoves],
  );
  const { applied, sort } = state;
  const params = useMemo(
    () => ({ ...applied, currentPage, pageSize: size, ...(sort ? { sort: sort.field, order: sort.order } : {}) }),
    [applied, currentPage, size, sort],
  );
  return { draft: state.draft, applied, set, apply, reset, pager, sort, setSort, scope, params };
}

/**
 * A back-office list's state in the address: applied filters, page, page size
 * and sort, so that a reload or a shared link shows the same list. Pure: read from and write
 * to URLSearchParams; `useListFilters` does the syncing.
 *
 * Names: `page`, `size`, `sort`, `order` and each filter by its own name, all behind the
 * list's `scope` (`product.page`) when one page shows several lists (tabs).
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@coal/contracts';

export type SortDirection = 'asc' | 'desc';

/** A list's sort: a column the list's server call accepts as `sort`, and its direction. */
export interface ListSort {
  field: string;
  order: SortDirection;
}

export interface ListUrlState<F> {
  applied: F;
  currentPage: number;
  pageSize: number;
  sort?: ListSort;
}

/** How to read a filter's text back: numbers and flags are written as text. */
export type FieldTypes<F> = Partial<Record<keyof F, 'number' | 'boolean'>>;

const CONTROL = ['page', 'size', 'sort', 'order'] as const;
/** Parameters that are never a list's filter (a page's tab, a detail's id). */
const NOT_FILTERS = new Set(['tab', 'id']);

const nameIn = (scope: string | undefined, name: string) => (scope ? `${scope}.${name}` : name);

/** Whether `key` is one of this list's parameters, and its bare name. */
function ownName(scope: string | undefined, key: string): string | null {
  if (scope) return key.startsWith(`${scope}.`) ? key.slice(scope.length + 1) : null;
  return key.includes('.') || NOT_FILTERS.has(key) ? null : key;
}

function parseValue(raw: string, type: 'number' | 'boolean' | undefined): unknown {
  if (type === 'number') {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  if (type === 'boolean') return raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined;
  return raw;
}

/** The list's state in `search`, or null when the address holds none of it. */
export function readListUrl<F extends object>(
  search: URLSearchParams,
  { scope, fieldTypes = {}, defaultPageSize = DEFAULT_PAGE_SIZE }: { scope?: string; fieldTypes?: FieldTypes<F>; defaultPageSize?: number },
): ListUrlState<F> | null {
  const applied: Record<string, unknown> = {};
  let found = false;
  let currentPage = 1;
  let pageSize = defaultPageSize;
  let field: string | undefined;
  let order: SortDirection = 'desc';
  for (const [key, raw] of search) {
    const name = ownName(scope, key);
    if (name === null) continue;
    found = true;
    if (name === 'page') currentPage = Math.max(1, Math.floor(Number(raw)) || 1);
    else if (name === 'size') pageSize = (PAGE_SIZES as readonly number[]).includes(Number(raw)) ? Number(raw) : defaultPageSize;
    else if (name === 'sort') field = raw || undefined;
    else if (name === 'order') order = raw === 'asc' ? 'asc' : 'desc';
    else {
      const value = parseValue(raw, (fieldTypes as Record<string, 'number' | 'boolean' | undefined>)[name]);
      if (value !== undefined && value !== '') applied[name] = value;
    }
  }
  if (!found) return null;
  return { applied: applied as F, currentPage, pageSize, sort: field ? { field, order } : undefined };
}

/**
 * `search` with this list's parameters replaced by `state` (defaults left out: page 1, the
 * default size, no sort); other parameters kept as they are.
 */
export function writeListUrl<F extends object>(
  search: URLSearchParams,
  state: ListUrlState<F>,
  { scope, defaultPageSize = DEFAULT_PAGE_SIZE }: { scope?: string; defaultPageSize?: number },
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of search) if (ownName(scope, key) === null) next.append(key, value);
  for (const [name, value] of Object.entries(state.applied)) {
    if (value === undefined || value === null || value === '' || (CONTROL as readonly string[]).includes(name)) continue;
    next.set(nameIn(scope, name), typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  if (state.currentPage > 1) next.set(nameIn(scope, 'page'), String(state.currentPage));
  if (state.pageSize !== defaultPageSize) next.set(nameIn(scope, 'size'), String(state.pageSize));
  if (state.sort) {
    next.set(nameIn(scope, 'sort'), state.sort.field);
    next.set(nameIn(scope, 'order'), state.sort.order);
  }
  return next;
}

// ---- where 返回 goes: the list as it was left ------------------------------------------

const STORE_KEY = 'coal-list-location';

function storedLocations(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Remembers the query string a list was left with (this tab only). */
export function rememberListSearch(pathname: string, search: string): void {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...storedLocations(), [pathname]: search }));
  } catch {
    // Private mode or a full store: 返回 then opens the list fresh, nothing worse.
  }
}

/** `path` with the query string its list was last left with, for 返回 from a detail page. */
export function listLocation(path: string): string {
  if (path.includes('?')) return path;
  const search = storedLocations()[path];
  return search ? `${path}?${search.replace(/^\?/, '')}` : path;
}

import { BACK_PAGES } from '@coal/contracts';

const HIDDEN = new Set(BACK_PAGES.filter((page) => page.hideInMenu).map((page) => page.name));

/**
 * A back-office tab's key. The pages reached from a list — details, add and
 * edit pages, all hidden from the menu — are identified by their full location, so
 * PublishDetail?id=37 and ?id=36 are two tabs; a menu page is one tab whatever its query
 * (its filters), and its tab remembers the latest query.
 */
export function tabKeyOf(pathname: string, search: string): string {
  const name = pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!HIDDEN.has(name) || !search || search === '?') return pathname;
  // One spelling per location: the same parameters in another order are the same tab.
  const params = new URLSearchParams(search);
  params.sort();
  params.delete('_t');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The tab's label: the page title, and the item's id where the location names one. */
export function tabTitleOf(title: string, search: string): string {
  const id = new URLSearchParams(search).get('id');
  return id ? `${title} #${id}` : title;
}

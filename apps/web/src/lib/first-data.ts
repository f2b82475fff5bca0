/**
 * The API answers the server drew a page's first HTML from (apps/server/src/modules/seo/
 * first-data.ts): put by that page into its query cache before its first queries run, so its
 * first render shows them instead of placeholders and asks nothing again while they are fresh.
 */

/** The element holding the answers. */
const FIRST_DATA_ID = 'coal-first-data';

/**
 * The answers, read once: the element is removed, so a later visit of the page within the
 * same document never meets old answers. Null when the page has none (or they do not parse).
 */
export function takeFirstData<T>(): T | null {
  // On the server (drawing the page: src/ssr) the answers are in the query cache already.
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return null;
  }
}

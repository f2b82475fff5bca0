import { resolvePath, type To } from 'react-router';

export interface CurrentLocation {
  pathname: string;
  search: string;
}

/** Normalises '?' (empty query) and trailing slashes so that equal places compare equal. */
function normalise(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const query = search === '?' ? '' : search;
  return `${path}${query}`;
}

/**
 * Spec §8: navigating to the place one already is (same path and query) is silently
 * ignored. Relative targets resolve against the current path as react-router does.
 */
export function isDuplicateNavigation(current: CurrentLocation, to: To): boolean {
  const target = resolvePath(to, current.pathname);
  return normalise(target.pathname, target.search) === normalise(current.pathname, current.search);
}

/**
 * Which area of the app the page is in. The area is the first path segment after the base
 * path; each area keeps its own session token (a member on the portal and a staff member in
 * the back office are different sessions).
 */
import { getConfig } from '../runtime-config.ts';

export type Area = 'portal' | 'back' | 'mobile';

/** The first path segment after the base path ('' at the app root). */
export function firstSegment(pathname: string = window.location.pathname): string {
  const base = getConfig().basePath;
  let rest = pathname;
  if (pathname.startsWith(base)) rest = pathname.slice(base.length);
  else if (`${pathname}/` === base) rest = '';
  return rest.replace(/^\/+/, '').split('/')[0] ?? '';
}

/** portal, portalCopy, MainPage and the root → portal; back → back; mobile → mobile. */
export function currentArea(pathname?: string): Area {
  const segment = firstSegment(pathname);
  if (segment === 'back') return 'back';
  if (segment === 'mobile') return 'mobile';
  return 'portal';
}

/** Portal pages proper (token flag 1, no portal-out redirect): /portal and /portalCopy. */
export function isPortalPage(pathname?: string): boolean {
  const segment = firstSegment(pathname);
  return segment === 'portal' || segment === 'portalCopy';
}

/** The portal home, where expired logins land (spec §8). */
export function portalHomeUrl(): string {
  return `${getConfig().basePath}portal/Home`;
}

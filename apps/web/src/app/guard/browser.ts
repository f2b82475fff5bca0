/**
 * User-agent decisions of spec §2 "Behaviour on navigation", kept pure so that tests can
 * feed them any agent string.
 */

/** Dual-core Chinese browsers (360, Sogou, QQ) that have an IE "compatibility mode". */
const DUAL_CORE = /360SE|360EE|QIHU|MetaSr|SE 2\.X|Sogou|QQBrowser|TencentTraveler/i;

/**
 * Internet Explorer, or a dual-core browser running its IE engine: both report MSIE or
 * Trident; a dual-core browser in compatibility mode may only say "compatible".
 */
export function isLegacyBrowser(userAgent: string): boolean {
  if (/MSIE\s|Trident\//i.test(userAgent)) return true;
  return DUAL_CORE.test(userAgent) && /compatible/i.test(userAgent);
}

const MOBILE = /Android|iPhone|iPod|iPad|Windows Phone|IEMobile|BlackBerry|webOS|Opera Mini|HarmonyOS|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE.test(userAgent);
}

export interface MobileRedirectInput {
  userAgent: string;
  /** Router pathname, without the base path. */
  pathname: string;
  /** document.referrer ('' when none). */
  referrer: string;
  /** The app's base path with a trailing slash, e.g. /epm-coalweb/. */
  basePath: string;
}

/** True when the referrer is a page of our own mobile area (`<base>mobile…`). */
export function isMobileSiteReferrer(referrer: string, basePath: string): boolean {
  if (!referrer) return false;
  let path: string;
  try {
    path = new URL(referrer).pathname;
  } catch {
    return false;
  }
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return path === `${base}mobile` || path.startsWith(`${base}mobile/`);
}

/**
 * Spec §2: phones opening /portal/Home go to the mobile home page, unless they come from
 * the mobile site itself (the mobile pages link to the desktop home on purpose).
 */
export function shouldRedirectToMobile(input: MobileRedirectInput): boolean {
  return isMobileUserAgent(input.userAgent) && input.pathname.replace(/\/+$/, '') === '/portal/Home' && !isMobileSiteReferrer(input.referrer, input.basePath);
}

import { clearTouristCookie } from '../../lib/cookies.ts';
import { getConfig } from '../../lib/runtime-config.ts';
import { loadPortalUser, loadTheme, mobileSimulatedLogin } from '../../modules/auth/session.ts';
import { useSessionStore } from '../../stores/session.ts';
import { shouldRedirectToMobile } from './browser.ts';

/**
 * One-per-page-load start-up work of the areas (spec §2). Module state on purpose: the
 * page load is the unit, not a component's life (layouts remount when areas change).
 */
let portalUserLoad: Promise<void> | null = null;
let mobileLoginStarted = false;

/** Whether this page, at `pathname`, is a phone's on the portal home, sent to the mobile site (spec §2). */
export function leavesForMobile(pathname: string = window.location.pathname): boolean {
  return shouldRedirectToMobile({
    userAgent: window.navigator.userAgent,
    pathname,
    referrer: document.referrer,
    basePath: getConfig().basePath,
  });
}

/** Loads the portal user once; the portal stays hidden until this settles. */
export function ensurePortalUser(): Promise<void> {
  portalUserLoad ??= loadPortalUser().catch(() => {
    // loadPortalUser marks the session loaded itself; this covers a thrown setup error so
    // that the page never stays hidden.
    useSessionStore.getState().setUserLoaded(true);
  });
  return portalUserLoad;
}

/** Mobile pages simulate a login once per page load (spec §2, §4). */
export function ensureMobileLogin(): void {
  if (mobileLoginStarted) return;
  mobileLoginStarted = true;
  void mobileSimulatedLogin().catch(() => undefined);
  // The site theme (mourn greys the page) applies to the mobile area as well.
  void loadTheme();
}

/** Back-office pages clear the tourist cookie on every navigation (spec §2). */
export function enterBackOffice(): void {
  clearTouristCookie();
}

/** Tests only: forget that the start-up work ran. */
export function resetAreaEffectsForTests(): void {
  portalUserLoad = null;
  mobileLoginStarted = false;
}

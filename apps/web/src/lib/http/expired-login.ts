/**
 * Expired logins (spec §4, §8): the tab believes it is logged in, but the login cookie
 * says tourist (logged out elsewhere), or the server answered `logout`. The user is warned
 * once, the tab becomes a tourist, and after a short delay goes to the portal home.
 */
import { COOKIES, MESSAGE_SHORT_S, MESSAGES, REDIRECT_DELAY_MS } from '@coal/contracts';
import { useSessionStore } from '../../stores/session.ts';
import { hasTouristCookie } from '../cookies.ts';
import { navigation } from '../navigation.ts';
import { currentArea, portalHomeUrl } from './area.ts';
import { notifier } from './notifier.ts';
import { clearToken } from './token.ts';

/**
 * The login cookie that speaks for this page. Mobile pages are logged in by the simulated
 * login and have their own cookie; reading the web one there would expire every mobile
 * session of a browser that once browsed the portal as a tourist.
 */
function loginCookieName(): string {
  return currentArea() === 'mobile' ? COOKIES.loginMobile : COOKIES.loginWeb;
}

export function isLoginExpired(): boolean {
  return useSessionStore.getState().loginStatus && hasTouristCookie(loginCookieName());
}

let handling = false;

/** An expiry was handled and the page is about to leave: further calls are cancelled. */
export function isExpiryPending(): boolean {
  return handling;
}

/** Warns, becomes a tourist and leaves for the portal home; once per page. */
export function handleExpiredLogin(): void {
  if (handling) return;
  handling = true;
  notifier.warning(MESSAGES.loginExpired, MESSAGE_SHORT_S);
  // Becoming a tourist first: the portal home must not find the stale login and loop.
  const session = useSessionStore.getState();
  if (currentArea() === 'mobile') session.setMobileTourist();
  else session.setTourist();
  clearToken();
  setTimeout(() => navigation.assign(portalHomeUrl()), REDIRECT_DELAY_MS);
}

/** Tests only: forget that an expiry was handled on this page. */
export function resetExpiredLoginForTests(): void {
  handling = false;
}

/**
 * Cookie helpers of spec §9: expiry in days, path `/`, clearing sets a past expiry. The
 * login-status and ticket cookies are shared with the server and the external systems.
 */
import { COOKIE_LONG_DAYS, COOKIE_TOURIST_DAYS, COOKIES, TOURIST_COOKIE_VALUE } from '@coal/contracts';
import Cookies from 'js-cookie';

const PATH = '/';

/** Sets a cookie for `days` days (default about ten years, spec §9) on path `/`. */
export function setCookie(name: string, value: string, days: number = COOKIE_LONG_DAYS): void {
  Cookies.set(name, value, { expires: days, path: PATH });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** Removes a cookie; js-cookie does it by writing it again with a past expiry. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: PATH });
}

/** Marks the web visitor as a tourist for one day (spec §4, §9). */
export function setTouristCookie(): void {
  setCookie(COOKIES.loginWeb, TOURIST_COOKIE_VALUE, COOKIE_TOURIST_DAYS);
}

/** Marks the mobile visitor as a tourist for one day (mobile login failure, spec §4). */
export function setMobileTouristCookie(): void {
  setCookie(COOKIES.loginMobile, TOURIST_COOKIE_VALUE, COOKIE_TOURIST_DAYS);
}

/** Whether the login-status cookie holds the tourist value (web by default). */
export function hasTouristCookie(name: string = COOKIES.loginWeb): boolean {
  return getCookie(name) === TOURIST_COOKIE_VALUE;
}

/** Back-office pages drop the tourist marker (spec §2); a member's value is kept. */
export function clearTouristCookie(): void {
  if (hasTouristCookie(COOKIES.loginWeb)) removeCookie(COOKIES.loginWeb);
}

/** Removes the mobile tourist marker, after a successful simulated login. */
export function clearMobileTouristCookie(): void {
  if (hasTouristCookie(COOKIES.loginMobile)) removeCookie(COOKIES.loginMobile);
}

const TICKET_COOKIES = [
  COOKIES.tokenPrefix,
  COOKIES.cipherSettlement,
  COOKIES.cipherLogistics,
  COOKIES.cipherTrade,
  COOKIES.cipherPayment,
  COOKIES.cipherSupplyChainFinance,
];

/** Forgets the token prefix and the five system tickets (becoming a tourist, spec §4). */
export function clearTicketCookies(): void {
  for (const name of TICKET_COOKIES) removeCookie(name);
}

/** The trade ticket pair the server and the trade system expect: prefix and ciphertext. */
export function getTradeTicket(): { prefix: string; ciphertext: string } | null {
  const prefix = getCookie(COOKIES.tokenPrefix);
  const ciphertext = getCookie(COOKIES.cipherTrade);
  return prefix && ciphertext ? { prefix, ciphertext } : null;
}

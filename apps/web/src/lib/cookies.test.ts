import { COOKIES, TOURIST_COOKIE_VALUE } from '@coal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearTicketCookies,
  clearTouristCookie,
  getCookie,
  getTradeTicket,
  removeCookie,
  setCookie,
  setMobileTouristCookie,
  setTouristCookie,
} from './cookies.ts';

const DAY_MS = 86_400_000;
let written: string[];

/** The attributes of the last write of a cookie, as the browser received them. */
function lastWrite(name: string): { value: string; path?: string; expiresInMs?: number } {
  const line = [...written].reverse().find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`${name} was never written`);
  const [pair, ...attributes] = line.split(';').map((s) => s.trim());
  const attr = Object.fromEntries(attributes.map((a) => a.split('=') as [string, string]));
  return {
    value: decodeURIComponent(pair.slice(name.length + 1)),
    path: attr.path,
    expiresInMs: attr.expires ? Date.parse(attr.expires) - Date.now() : undefined,
  };
}

beforeEach(() => {
  written = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor.set!.call(document, value);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('cookies', () => {
  it('live about ten years by default, on path /', () => {
    setCookie('any', 'v');
    const write = lastWrite('any');
    expect(write.path).toBe('/');
    expect(write.expiresInMs! / DAY_MS).toBeGreaterThan(3649);
    expect(write.expiresInMs! / DAY_MS).toBeLessThanOrEqual(3650);
    expect(getCookie('any')).toBe('v');
  });

  it('take their lifetime in days', () => {
    setCookie('short', 'v', 7);
    expect(Math.round(lastWrite('short').expiresInMs! / DAY_MS)).toBe(7);
  });

  it('are removed by writing a past expiry', () => {
    setCookie('gone', 'v');
    removeCookie('gone');
    const write = lastWrite('gone');
    expect(write.expiresInMs!).toBeLessThan(0);
    expect(write.path).toBe('/');
    expect(getCookie('gone')).toBeUndefined();
  });

  it('tourist login cookies (web and mobile) last one day', () => {
    setTouristCookie();
    setMobileTouristCookie();
    for (const name of [COOKIES.loginWeb, COOKIES.loginMobile]) {
      const write = lastWrite(name);
      expect(write.value).toBe(TOURIST_COOKIE_VALUE);
      expect(write.path).toBe('/');
      expect(Math.round(write.expiresInMs! / DAY_MS)).toBe(1);
    }
  });

  it('clearTouristCookie removes only the tourist value', () => {
    setCookie(COOKIES.loginWeb, 'member-login');
    clearTouristCookie();
    expect(getCookie(COOKIES.loginWeb)).toBe('member-login');
    setTouristCookie();
    clearTouristCookie();
    expect(getCookie(COOKIES.loginWeb)).toBeUndefined();
  });

  it('clearTicketCookies removes the token prefix and the five tickets', () => {
    const tickets = [
      COOKIES.tokenPrefix,
      COOKIES.cipherSettlement,
      COOKIES.cipherLogistics,
      COOKIES.cipherTrade,
      COOKIES.cipherPayment,
      COOKIES.cipherSupplyChainFinance,
    ];
    for (const name of tickets) setCookie(name, 'x');
    setCookie(COOKIES.loginWeb, 'member-login');
    expect(getTradeTicket()).toEqual({ prefix: 'x', ciphertext: 'x' });
    clearTicketCookies();
    for (const name of tickets) expect(getCookie(name)).toBeUndefined();
    expect(getCookie(COOKIES.loginWeb)).toBe('member-login');
    expect(getTradeTicket()).toBeNull();
  });
});

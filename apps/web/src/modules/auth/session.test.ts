import { COOKIES, type Envelope, MESSAGES, TOURIST_COOKIE_VALUE, type UserInfo } from '@coal/contracts';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { getCookie, setCookie, setMobileTouristCookie } from '../../lib/cookies.ts';
import { setNotifier } from '../../lib/http/index.ts';
import { setConfigForTests } from '../../lib/runtime-config.ts';
import { useAppStore } from '../../stores/app.ts';
import { TOURIST_USER, useSessionStore } from '../../stores/session.ts';
import * as api from './api.ts';
import { afterLoginFrames, loadPortalUser, mobileSimulatedLogin, startAccessTokenRefresh } from './session.ts';

vi.mock('./api.ts', () => ({
  getUserInfo: vi.fn(),
  getRoleGatewayRels: vi.fn(),
  getSelectedTheme: vi.fn(),
  refreshAccessToken: vi.fn(),
  simulateLogin: vi.fn(),
}));

const envelope = <T>(data: T, result = true, message = ''): Envelope<T> => ({ code: result ? 0 : 1, result, message, data });
const member: UserInfo = { ...TOURIST_USER, loginId: 'member', userId: 'u1', userType: 'out', isExpert: '0' };
let error: Mock<(content: string, durationS?: number) => void>;

beforeEach(() => {
  vi.mocked(api.getUserInfo).mockReset();
  vi.mocked(api.getRoleGatewayRels).mockReset();
  vi.mocked(api.getSelectedTheme)
    .mockReset()
    .mockResolvedValue(envelope({ themeNameEn: 'mourn', name: '哀悼' }));
  vi.mocked(api.refreshAccessToken).mockReset();
  vi.mocked(api.simulateLogin).mockReset();
  error = vi.fn();
  setNotifier({ warning: vi.fn(), error, info: vi.fn() });
  useSessionStore.setState({ loginStatus: false, userInfo: null, dayBidding: false, noAccount: false, userLoaded: false });
  useAppStore.setState({ themeNameEn: '' });
  window.history.replaceState(null, '', '/epm-coalweb/portal/Home');
});
afterEach(() => {
  vi.useRealTimers();
  setConfigForTests({});
});

describe('loadPortalUser', () => {
  it('stores a member, sets day bidding from the role gateways, loads the theme', async () => {
    vi.mocked(api.getUserInfo).mockResolvedValue(envelope(member));
    vi.mocked(api.getRoleGatewayRels).mockResolvedValue(envelope([{ pmName: '交易' }, { pmName: '每日竞价' }]));
    await loadPortalUser();
    expect(api.getUserInfo).toHaveBeenCalledWith('portal');
    expect(api.getRoleGatewayRels).toHaveBeenCalledWith('u1');
    expect(useSessionStore.getState()).toMatchObject({ loginStatus: true, userInfo: member, dayBidding: true, userLoaded: true });
    expect(useAppStore.getState().themeNameEn).toBe('mourn');
  });

  it('makes a tourist of tourist001 and does not ask for gateways', async () => {
    vi.mocked(api.getUserInfo).mockResolvedValue(envelope(TOURIST_USER));
    await loadPortalUser();
    expect(useSessionStore.getState().loginStatus).toBe(false);
    expect(getCookie(COOKIES.loginWeb)).toBe(TOURIST_COOKIE_VALUE);
    expect(api.getRoleGatewayRels).not.toHaveBeenCalled();
  });

  it('shows the server message when user info fails, and the gateway failure', async () => {
    vi.mocked(api.getUserInfo).mockResolvedValue(envelope(member, false, '服务器繁忙'));
    await loadPortalUser();
    expect(error).toHaveBeenCalledWith('服务器繁忙', undefined);
    expect(useSessionStore.getState().userLoaded).toBe(true);

    vi.mocked(api.getUserInfo).mockResolvedValue(envelope(member));
    vi.mocked(api.getRoleGatewayRels).mockResolvedValue(envelope([], false, '无权访问'));
    await loadPortalUser();
    expect(error).toHaveBeenLastCalledWith('无权访问', undefined);
    expect(useSessionStore.getState().dayBidding).toBe(false);
  });
});

describe('startAccessTokenRefresh', () => {
  it('refreshes external non-experts every token lifetime and only logs failures', async () => {
    vi.useFakeTimers();
    setConfigForTests({ tokenExpiresMinutes: 2 });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    useSessionStore.setState({ loginStatus: true, userInfo: member });
    vi.mocked(api.refreshAccessToken).mockResolvedValue(envelope(null, false));
    const stop = startAccessTokenRefresh();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(api.refreshAccessToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(MESSAGES.refreshTokenInvalid);
    expect(error).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(api.refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('does nothing for experts', async () => {
    vi.useFakeTimers();
    useSessionStore.setState({ loginStatus: true, userInfo: { ...member, isExpert: '1' } });
    startAccessTokenRefresh();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(api.refreshAccessToken).not.toHaveBeenCalled();
  });
});

describe('mobileSimulatedLogin', () => {
  it('logs in with the ticket from the URL and loads the mobile user', async () => {
    window.history.replaceState(null, '', '/epm-coalweb/mobile/index?prefix=P&ciphertext=C');
    setMobileTouristCookie();
    vi.mocked(api.simulateLogin).mockResolvedValue(envelope(null));
    vi.mocked(api.getUserInfo).mockResolvedValue(envelope(member));
    expect(await mobileSimulatedLogin()).toBe(true);
    expect(api.simulateLogin).toHaveBeenCalledWith('P', 'C');
    expect(api.getUserInfo).toHaveBeenCalledWith('mobile');
    expect(useSessionStore.getState()).toMatchObject({ loginStatus: true, userInfo: member });
    expect(getCookie(COOKIES.loginMobile)).toBeUndefined();
  });

  it('falls back to the cookies; failure makes a mobile tourist with the message', async () => {
    window.history.replaceState(null, '', '/epm-coalweb/mobile/index');
    setCookie(COOKIES.tokenPrefix, 'CP');
    setCookie(COOKIES.cipherTrade, 'CT');
    vi.mocked(api.simulateLogin).mockResolvedValue(envelope(null, false, '票据无效'));
    expect(await mobileSimulatedLogin()).toBe(false);
    expect(api.simulateLogin).toHaveBeenCalledWith('CP', 'CT');
    expect(useSessionStore.getState().loginStatus).toBe(false);
    expect(getCookie(COOKIES.loginMobile)).toBe(TOURIST_COOKIE_VALUE);
    expect(error).toHaveBeenCalledWith(MESSAGES.mobileLoginFailed, undefined);
  });

  it('noAccountId sets the no-account flag and shows the configured message', async () => {
    window.history.replaceState(null, '', '/epm-coalweb/mobile/index?prefix=P&ciphertext=C');
    vi.mocked(api.simulateLogin).mockResolvedValue(envelope(null, false, 'noAccountId'));
    await mobileSimulatedLogin();
    expect(useSessionStore.getState().noAccount).toBe(true);
    expect(error).toHaveBeenCalledWith(MESSAGES.mobileNoAccount, undefined);
  });

  it('without any ticket is a tourist and calls nothing', async () => {
    window.history.replaceState(null, '', '/epm-coalweb/mobile/index');
    expect(await mobileSimulatedLogin()).toBe(false);
    expect(api.simulateLogin).not.toHaveBeenCalled();
    expect(getCookie(COOKIES.loginMobile)).toBe(TOURIST_COOKIE_VALUE);
  });
});

describe('afterLoginFrames', () => {
  it('loads both hidden frames with the ticket and resolves when both loaded', async () => {
    setConfigForTests({ tradeSimulateLoginUrl: '/landing?system=trade', newTradeJumpLoginUrl: 'https://new.example.com/jump' });
    setCookie(COOKIES.tokenPrefix, 'P');
    setCookie(COOKIES.cipherTrade, 'C');
    let done = false;
    const waiting = afterLoginFrames().then(() => (done = true));
    const frames = [...document.querySelectorAll('iframe')];
    expect(frames.map((f) => f.src)).toEqual([
      'http://localhost:3000/landing?system=trade&prefix=P&ciphertext=C',
      'https://new.example.com/jump?prefix=P&ciphertext=C',
    ]);
    expect(frames.every((f) => f.style.display === 'none')).toBe(true);
    frames[0].dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    frames[1].dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up waiting after 3 s', async () => {
    vi.useFakeTimers();
    setConfigForTests({ tradeSimulateLoginUrl: 'https://t.example.com/a', newTradeJumpLoginUrl: 'https://n.example.com/b' });
    let done = false;
    void afterLoginFrames().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

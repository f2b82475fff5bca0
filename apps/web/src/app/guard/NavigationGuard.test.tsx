import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, MESSAGES, TOURIST_COOKIE_VALUE } from '@coal/contracts';
import { getCookie, setTouristCookie } from '../../lib/cookies.ts';
import { getConfig } from '../../lib/runtime-config.ts';
import { recordVisit } from '../../modules/analytics/tracker.ts';
import { loadPortalUser, mobileSimulatedLogin } from '../../modules/auth/session.ts';
import { useAppStore } from '../../stores/app.ts';
import { useSessionStore } from '../../stores/session.ts';
import { renderRoutesAt } from '../route-test-utils.tsx';
import { resetAreaEffectsForTests } from './areaEffects.ts';
import { pageExit } from './pageExit.ts';

vi.mock('../../modules/analytics/tracker.ts', () => ({ recordVisit: vi.fn(), startTracker: vi.fn() }));
vi.mock('../../modules/auth/session.ts', async () => (await import('../session-mock.ts')).mockedSession());
vi.mock('../../modules/auth/api.ts', () => ({
  getCaptcha: vi.fn(() => Promise.resolve({ code: 0, result: true, message: '', data: { uuid: 'u', image: 'data:,' } })),
  staffMe: vi.fn(() => Promise.resolve({ code: 401, result: false, message: '请先登录', data: null })),
}));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

/** loadPortalUser as the real one behaves: marks the user loaded when it settles. */
function portalUserLoads(): void {
  vi.mocked(loadPortalUser).mockImplementation(async () => {
    useSessionStore.getState().setUserLoaded(true);
  });
}

/** The user load waits until the returned function is called (then the user is loaded). */
function holdPortalUser(): () => void {
  let finish: () => void = () => undefined;
  vi.mocked(loadPortalUser).mockImplementation(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          useSessionStore.getState().setUserLoaded(true);
          resolve();
        };
      }),
  );
  return () => finish();
}

beforeEach(() => {
  resetAreaEffectsForTests();
  useSessionStore.setState({ userLoaded: false, loginStatus: false, userInfo: null });
  useAppStore.setState({ themeNameEn: '', tabs: [] });
  vi.mocked(recordVisit).mockReset();
  vi.mocked(mobileSimulatedLogin).mockReset().mockResolvedValue(false);
  vi.mocked(loadPortalUser).mockReset();
  portalUserLoads();
});
afterEach(() => {
  document.documentElement.style.filter = '';
});

describe('navigation guard (spec §2)', () => {
  it('redirects the root to the portal home and records one visit with the page title', async () => {
    const router = renderRoutesAt('/');
    expect(await screen.findByText('查看价格指数')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/Home');
    expect(document.title).toBe('首页 - 煤焦国际交易中心');
    expect(recordVisit).toHaveBeenCalledTimes(1);
    expect(recordVisit).toHaveBeenCalledWith({ url: window.location.href, title: '首页 - 煤焦国际交易中心' });
  });

  it('records a visit on every route change', async () => {
    const router = renderRoutesAt('/portal/Home');
    await screen.findByText('查看价格指数');
    await act(() => router.navigate('/portal/Notice'));
    await waitFor(() => expect(recordVisit).toHaveBeenLastCalledWith(expect.objectContaining({ title: '通知公告 - 煤焦国际交易中心' })));
    expect(recordVisit).toHaveBeenCalledTimes(2);
  });

  it('hides portal pages until the user info is loaded', async () => {
    const finish = holdPortalUser();
    renderRoutesAt('/portal/Home');
    await waitFor(() => expect(loadPortalUser).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.coal-page-loading--overlay')).not.toBeNull();
    // Rendered beneath the spinner meanwhile (its chunks and data on the way), but not shown.
    const pending = await screen.findByText('查看价格指数');
    const area = pending.closest<HTMLElement>('.coal-area');
    expect(area?.style.visibility).toBe('hidden');
    // Out of the focus order and the accessibility tree whatever a library's styles say.
    expect(area?.hasAttribute('inert')).toBe(true);
    expect(area?.getAttribute('aria-hidden')).toBe('true');
    expect(recordVisit).not.toHaveBeenCalled();
    expect(document.title).not.toBe('首页 - 煤焦国际交易中心');
    await act(async () => finish());
    expect(document.querySelector('.coal-page-loading--overlay')).toBeNull();
    // Shown in place: the same elements, not rendered anew.
    expect(screen.getByText('查看价格指数')).toBe(pending);
    expect(area?.style.visibility).toBe('');
    expect(area?.hasAttribute('inert')).toBe(false);
    expect(area?.hasAttribute('aria-hidden')).toBe(false);
    expect(recordVisit).toHaveBeenCalledTimes(1);
  });

  it('shows a not-found page for unknown paths without loading any user', async () => {
    renderRoutesAt('/no/such/page');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(loadPortalUser).not.toHaveBeenCalled();
    expect(document.title).toBe('页面不存在 - 煤焦国际交易中心');
  });

  it('clears the tourist cookie on back-office pages', async () => {
    setTouristCookie();
    expect(getCookie(COOKIES.loginWeb)).toBe(TOURIST_COOKIE_VALUE);
    renderRoutesAt('/back/Login');
    expect(await screen.findByText('煤焦国际交易中心 · 管理后台')).toBeTruthy();
    expect(getCookie(COOKIES.loginWeb)).toBeUndefined();
  });

  it('runs the mobile simulated login once, and /mobile lands on /mobile/index', async () => {
    const router = renderRoutesAt('/mobile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/index'));
    await act(() => router.navigate('/mobile/price'));
    await act(() => router.navigate('/mobile/notice/more'));
    expect(mobileSimulatedLogin).toHaveBeenCalledTimes(1);
    expect(loadPortalUser).not.toHaveBeenCalled();
  });

  it('turns the page grey for the mourn theme only', async () => {
    renderRoutesAt('/portal/Home');
    await screen.findByText('查看价格指数');
    expect(document.documentElement.style.filter).toBe('');
    act(() => useAppStore.setState({ themeNameEn: 'mourn' }));
    expect(document.documentElement.style.filter).toBe('grayscale(1)');
    act(() => useAppStore.setState({ themeNameEn: 'default' }));
    expect(document.documentElement.style.filter).toBe('');
  });

  it('warns Internet Explorer users', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IE11);
    renderRoutesAt('/portal/Home');
    expect(await screen.findByText(MESSAGES.browserWarning)).toBeTruthy();
  });

  it('does not warn modern browsers', async () => {
    renderRoutesAt('/portal/Home');
    await screen.findByText('查看价格指数');
    expect(screen.queryByText(MESSAGES.browserWarning)).toBeNull();
  });

  it('sends phones from the portal home to the mobile home', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const replace = vi.spyOn(pageExit, 'replace').mockImplementation(() => undefined);
    renderRoutesAt('/portal/Home');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(getConfig().mobileHomeUrl));
    expect(recordVisit).not.toHaveBeenCalled();
    // Not made a portal tourist on the way (that clears the trade cookies the mobile login uses).
    expect(loadPortalUser).not.toHaveBeenCalled();
  });

  it('renders nothing of a member’s page (kept by this tab) until the server confirms the login', async () => {
    useSessionStore.setState({ loginStatus: true });
    const finish = holdPortalUser();
    renderRoutesAt('/portal/Home');
    await waitFor(() => expect(loadPortalUser).toHaveBeenCalledTimes(1));
    // Its member-only parts (watchlist, unread count) would call as a member meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('查看价格指数')).toBeNull();
    expect(document.querySelector('.coal-area')).toBeNull();
    await act(async () => finish());
    expect(await screen.findByText('查看价格指数')).toBeTruthy();
  });
});

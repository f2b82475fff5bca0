import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mobileSimulatedLogin } from '../../modules/auth/session.ts';
import { resetAreaEffectsForTests } from '../guard/areaEffects.ts';
import { renderRoutesAt } from '../route-test-utils.tsx';

vi.mock('../../modules/analytics/tracker.ts', () => ({ recordVisit: vi.fn(), startTracker: vi.fn() }));
vi.mock('../../modules/auth/session.ts', async () => (await import('../session-mock.ts')).mockedSession());

const navTitle = () => document.querySelector('.adm-nav-bar-title')?.textContent;
const backArrow = () => document.querySelector('.adm-nav-bar-back');

beforeEach(() => {
  resetAreaEffectsForTests();
  vi.mocked(mobileSimulatedLogin).mockReset().mockResolvedValue(true);
});

describe('mobile shell', () => {
  it('shows the home with entries, the NavBar title and the three tabs', async () => {
    renderRoutesAt('/mobile/index');
    expect(await screen.findByText('价格行情')).toBeTruthy();
    expect(navTitle()).toBe('首页');
    expect(backArrow()).toBeNull();
    for (const title of ['首页', '价格', '公告']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    // The tabs are links (Tab reaches them, Enter follows them); the current one says so.
    const tabBar = screen.getByRole('navigation', { name: '底部导航' });
    expect(
      within(tabBar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '价格', '公告']);
    expect(within(tabBar).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findAllByText('中国煤炭')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(mobileSimulatedLogin).toHaveBeenCalledTimes(1);
  });

  it('switches area pages through the TabBar and the entries', async () => {
    const router = renderRoutesAt('/mobile/index');
    await screen.findByText('价格行情');
    fireEvent.click(document.querySelectorAll('.adm-tab-bar-item')[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/notice/more'));
    await waitFor(() => expect(navTitle()).toBe('更多公告'));
    fireEvent.click(document.querySelectorAll('.adm-tab-bar-item')[0]!);
    fireEvent.click(await screen.findByText('中国煤炭'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/priceCCP'));
    await waitFor(() => expect(navTitle()).toBe('中国煤炭价格指数'));
    expect(backArrow()).not.toBeNull();
  });
});

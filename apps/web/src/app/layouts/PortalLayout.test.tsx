import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, TOURIST_LOGIN_ID, type UserInfo } from '@coal/contracts';
import { getConfig, setConfigForTests } from '../../lib/runtime-config.ts';
import { logout } from '../../modules/auth/api.ts';
import { useAuthDialogs } from '../../modules/auth/components/authDialogStore.ts';
import { loadPortalUser, startAccessTokenRefresh } from '../../modules/auth/session.ts';
import { useSessionStore } from '../../stores/session.ts';
import { resetAreaEffectsForTests } from '../guard/areaEffects.ts';
import { pageExit } from '../guard/pageExit.ts';
import { renderRoutesAt } from '../route-test-utils.tsx';

vi.mock('../../modules/analytics/tracker.ts', () => ({ recordVisit: vi.fn(), startTracker: vi.fn() }));
vi.mock('../../modules/auth/session.ts', async () => (await import('../session-mock.ts')).mockedSession());
vi.mock('../../modules/auth/api.ts', () => ({
  getCaptcha: vi.fn(() => Promise.resolve({ code: 0, result: true, message: '', data: { uuid: 'u', image: 'data:,' } })),
  logout: vi.fn(),
}));

const member: UserInfo = {
  loginId: 'member',
  userId: 'u1',
  userAccountId: 'a1',
  isExpert: '0',
  userType: 'out',
  userBelongSys: 'trade',
  authSysList: [],
  nickname: '张经理',
};

const stopRefresh = vi.fn();
beforeEach(() => {
  resetAreaEffectsForTests();
  useSessionStore.setState({ userLoaded: false, loginStatus: false, userInfo: null });
  useAuthDialogs.setState({ loginOpen: false, resetOpen: false, resetLoginId: '' });
  vi.mocked(loadPortalUser)
    .mockReset()
    .mockImplementation(async () => useSessionStore.getState().setUserLoaded(true));
  vi.mocked(startAccessTokenRefresh).mockReset().mockReturnValue(stopRefresh);
  vi.mocked(logout).mockReset().mockResolvedValue({ code: 0, result: true, message: '', data: null });
});
afterEach(() => setConfigForTests({}));

describe('portal layout', () => {
  it('shows the site name, every section and marks the current one', async () => {
    renderRoutesAt('/portal/Notice');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const sections = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(sections).toEqual([
      '首页',
      '价格指数',
      '每日竞价',
      '期现专区',
      '通知公告',
      '市场资讯',
      '专家问答',
      '文本库',
      '研究报告',
      '数字金融',
      '公司信息',
      '帮助中心',
    ]);
    expect(within(nav).getByText('通知公告').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText('煤焦国际交易中心').length).toBeGreaterThan(0);
  });

  it('offers tourists the login dialog', async () => {
    renderRoutesAt('/portal/Home');
    fireEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(useAuthDialogs.getState().loginOpen).toBe(true));
    expect(await screen.findByPlaceholderText(MESSAGES.accountRequired)).toBeTruthy();
    expect(startAccessTokenRefresh).not.toHaveBeenCalled();
  });

  it('gives members their menu and starts the access-token refresh', async () => {
    useSessionStore.setState({ loginStatus: true, userInfo: member });
    renderRoutesAt('/portal/Home');
    fireEvent.click(await screen.findByText('张经理'));
    expect(await screen.findByText('个人中心')).toBeTruthy();
    expect(startAccessTokenRefresh).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('修改密码'));
    expect(useAuthDialogs.getState()).toMatchObject({ resetOpen: true, resetLoginId: 'member', resetReason: 'change' });
  });

  it('logs out: server logout, tourist, reload', async () => {
    const reload = vi.spyOn(pageExit, 'reload').mockImplementation(() => undefined);
    useSessionStore.setState({ loginStatus: true, userInfo: member });
    renderRoutesAt('/portal/Home');
    fireEvent.click(await screen.findByText('张经理'));
    await act(async () => fireEvent.click(await screen.findByText('退出登录')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().userInfo?.loginId).toBe(TOURIST_LOGIN_ID);
    expect(stopRefresh).toHaveBeenCalled();
  });

  it('asks tourists to log in for the personal centre', async () => {
    renderRoutesAt('/portal/Personal');
    expect(await screen.findByText(MESSAGES.notLoggedIn)).toBeTruthy();
  });

  it('lists the external systems in the footer and labels demo data', async () => {
    setConfigForTests({ demo: true, links: { ...getConfig().links, trade: 'https://trade.example.cn/' } });
    renderRoutesAt('/portal/Home');
    const footer = await screen.findByRole('navigation', { name: '关联系统' });
    expect(within(footer).getByText('交易系统').getAttribute('href')).toBe('https://trade.example.cn/');
    for (const label of ['物流系统', '结算系统', '支付系统', '供应链金融', '手机客户端']) expect(within(footer).getByText(label)).toBeTruthy();
    expect(screen.getByText(/本站数据为演示数据/)).toBeTruthy();
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES, type Envelope, type StaffProfile } from '@coal/contracts';
import { staffMe } from '../../modules/auth/api.ts';
import { useAppStore } from '../../stores/app.ts';
import { useStaffStore } from '../../stores/staff.ts';
import { resetAreaEffectsForTests } from '../guard/areaEffects.ts';
import { buildRouteObjects } from '../router.tsx';
import { TestProviders } from '../test-utils.tsx';

vi.mock('../../modules/analytics/tracker.ts', () => ({ recordVisit: vi.fn(), startTracker: vi.fn() }));
vi.mock('../../modules/auth/session.ts', () => ({
  loadTheme: vi.fn(() => Promise.resolve()),
  loadPortalUser: vi.fn(() => Promise.resolve()),
  mobileSimulatedLogin: vi.fn(),
  startAccessTokenRefresh: vi.fn(),
  afterLoginFrames: vi.fn(),
}));
vi.mock('../../modules/auth/api.ts', () => ({
  getCaptcha: vi.fn(() => Promise.resolve({ code: 0, result: true, message: '', data: { uuid: 'u', image: 'data:,' } })),
  staffMe: vi.fn(),
  staffLogout: vi.fn(() => Promise.resolve({ code: 0, result: true, message: '', data: null })),
}));

const reviewer: StaffProfile = {
  id: 's1',
  loginId: 'reviewer',
  name: '审核员',
  roles: ['reviewer'],
  permissions: BUILT_IN_ROLES.reviewer!.permissions,
};
const signedIn = (profile: StaffProfile): Envelope<StaffProfile> => ({ code: 0, result: true, message: '', data: profile });

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const menu = () => screen.getByRole('menu', { name: '后台菜单' });
const tabLabels = () => [...document.querySelectorAll('.coal-back-tabs .ant-tabs-tab-btn')].map((n) => n.textContent);

beforeEach(() => {
  resetAreaEffectsForTests();
  useAppStore.setState({ tabs: [], collapsed: false });
  useStaffStore.setState({ profile: null });
  vi.mocked(staffMe).mockReset().mockResolvedValue(signedIn(reviewer));
});

describe('back-office layout', () => {
  it('sends a visitor without a staff session to /back/Login', async () => {
    vi.mocked(staffMe).mockResolvedValue({ code: 401, result: false, message: '请先登录', data: null as never });
    const router = renderAt('/back/ContentCheck');
    await waitFor(() => expect(router.state.location.pathname).toBe('/back/Login'));
    expect(useStaffStore.getState().profile).toBeNull();
  });

  it('builds the menu from the staff permissions, without hidden pages', async () => {
    renderAt('/back/ContentCheck');
    await screen.findByText('审核员');
    const groups = [...menu().querySelectorAll('.ant-menu-submenu-title')].map((node) => node.textContent);
    const items = [...menu().querySelectorAll('.ant-menu-item')].map((node) => node.textContent);
    expect(groups).toEqual(['内容管理']);
    expect(items).toEqual(['内容审核', '审核检测沙箱', '敏感词管理', '投诉管理']);
    expect(within(menu()).queryByText('主题管理')).toBeNull();
    expect(within(menu()).queryByText('审核详情')).toBeNull();
  });

  it('lands /back on the first permitted page', async () => {
    const router = renderAt('/back');
    await waitFor(() => expect(router.state.location.pathname).toBe('/back/ContentCheck'));
  });

  it('refuses a page outside the permissions with a 403 and opens no tab for it', async () => {
    renderAt('/back/Theme');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(useAppStore.getState().tabs).toEqual([]);
  });

  it('opens one tab per page, switches by click and closes by key', async () => {
    const router = renderAt('/back/ContentCheck');
    await screen.findByText('审核员');
    await waitFor(() => expect(tabLabels()).toEqual(['内容审核']));
    fireEvent.click(within(menu()).getByText('投诉管理'));
    await waitFor(() => expect(tabLabels()).toEqual(['内容审核', '投诉管理']));
    fireEvent.click(within(menu()).getByText('内容审核'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back/ContentCheck'));
    expect(tabLabels()).toEqual(['内容审核', '投诉管理']);
    fireEvent.click(screen.getByRole('tab', { name: '投诉管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back/ComplainManager'));
    const closeComplain = document.querySelectorAll('.coal-back-tabs .ant-tabs-tab-remove')[1]!;
    await act(async () => fireEvent.click(closeComplain));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back/ContentCheck'));
    expect(useAppStore.getState().tabs.map((t) => t.key)).toEqual(['/back/ContentCheck']);
  });

  it('keeps ContentCheck alive across tab switches, and only ContentCheck', async () => {
    renderAt('/back/ContentCheck');
    const checkBox = (await screen.findByLabelText('关键词')) as HTMLInputElement;
    fireEvent.change(checkBox, { target: { value: '焦炭' } });
    fireEvent.click(within(menu()).getByText('投诉管理'));
    await waitFor(() => expect(screen.getAllByLabelText('关键词')).toHaveLength(2));
    const visible = () => screen.getAllByLabelText('关键词').find((input) => !input.closest('[hidden]')) as HTMLInputElement;
    expect(visible().value).toBe('');
    fireEvent.change(visible(), { target: { value: '投诉' } });
    fireEvent.click(within(menu()).getByText('内容审核'));
    await waitFor(() => expect(visible().value).toBe('焦炭'));
    expect(visible()).toBe(checkBox); // the same element: the instance survived
    fireEvent.click(within(menu()).getByText('投诉管理'));
    await waitFor(() => expect(visible()).not.toBe(checkBox));
    expect(visible().value).toBe('');
  });
});

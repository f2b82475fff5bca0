import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES, type Envelope, type StaffProfile } from '@coal/contracts';
import { staffMe } from '../../modules/auth/api.ts';
import { changeOwnPassword } from '../../modules/staff-admin/api/staffAdminApi.ts';
import { useAppStore } from '../../stores/app.ts';
import { useStaffStore } from '../../stores/staff.ts';
import { resetAreaEffectsForTests } from '../guard/areaEffects.ts';
import { renderRoutesAt } from '../route-test-utils.tsx';

vi.mock('../../modules/analytics/tracker.ts', () => ({ recordVisit: vi.fn(), startTracker: vi.fn() }));
vi.mock('../../modules/auth/session.ts', async () => (await import('../session-mock.ts')).mockedSession(vi.fn(() => Promise.resolve())));
vi.mock('../../modules/staff-admin/api/staffAdminApi.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchWorkbench: vi.fn(() =>
    Promise.resolve([
      { key: 'pendingReview', title: '待审核内容', count: 3, path: '/back/ContentCheck?kind=article&status=pending' },
      { key: 'openComplaints', title: '待处理投诉', count: 0, path: '/back/ComplainManager?status=pending' },
    ]),
  ),
  changeOwnPassword: vi.fn(() => Promise.resolve('密码修改成功')),
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
  mustChangePassword: false,
};
const signedIn = (profile: StaffProfile): Envelope<StaffProfile> => ({ code: 0, result: true, message: '', data: profile });

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
    const router = renderRoutesAt('/back/ContentCheck');
    await waitFor(() => expect(router.state.location.pathname).toBe('/back/Login'));
    expect(useStaffStore.getState().profile).toBeNull();
  });

  it('builds the menu from the staff permissions, without hidden pages', async () => {
    renderRoutesAt('/back/ContentCheck');
    await screen.findByText('审核员');
    const groups = [...menu().querySelectorAll('.ant-menu-submenu-title')].map((node) => node.textContent);
    const items = [...menu().querySelectorAll('.ant-menu-item')].map((node) => node.textContent);
    expect(groups).toEqual(['内容管理']);
    expect(items).toEqual(['内容审核', '审核检测沙箱', '敏感词管理', '投诉管理']);
    expect(within(menu()).queryByText('主题管理')).toBeNull();
    expect(within(menu()).queryByText('审核详情')).toBeNull();
  });

  it('lands /back on the workbench: counts linking to their filtered lists, shortcuts to permitted pages', async () => {
    const router = renderRoutesAt('/back');
    const pending = await screen.findByRole('link', { name: '待审核内容 3' });
    expect(pending.getAttribute('href')).toBe('/back/ContentCheck?kind=article&status=pending');
    expect(screen.getByRole('link', { name: '待处理投诉 0' }).getAttribute('href')).toBe('/back/ComplainManager?status=pending');
    const shortcuts = screen.getByRole('navigation', { name: '内容管理' });
    expect(within(shortcuts).getByRole('link', { name: '投诉管理' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '站点管理' })).toBeNull();
    fireEvent.click(pending);
    await waitFor(() => expect(router.state.location.search).toBe('?kind=article&status=pending'));
  });

  it('a temporary password opens the change-password dialog before anything else', async () => {
    vi.mocked(staffMe).mockResolvedValue(signedIn({ ...reviewer, permissions: [], mustChangePassword: true }));
    useStaffStore.setState({ profile: { ...reviewer, permissions: [], mustChangePassword: true } });
    renderRoutesAt('/back');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('请先修改密码')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /取\s*消/ })).toBeNull();
    expect(within(dialog).queryByLabelText('Close')).toBeNull();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入旧密码'), { target: { value: 'Start@2026' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入新密码'), { target: { value: 'Ready@2026' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入确认密码'), { target: { value: 'Ready@2026' } });
    vi.mocked(changeOwnPassword).mockImplementation(async () => {
      vi.mocked(staffMe).mockResolvedValue(signedIn(reviewer));
      return '密码修改成功';
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(changeOwnPassword).toHaveBeenCalled(), { timeout: 8000 });
    expect(vi.mocked(changeOwnPassword).mock.calls[0]![0]).toEqual({ oldPassword: 'Start@2026', newPassword: 'Ready@2026', confirmPassword: 'Ready@2026' });
    // The menu comes back with the permissions, its groups open.
    expect(await within(menu()).findByText('投诉管理')).toBeTruthy();
    // Later the header menu opens the same dialog, ready to submit again.
    fireEvent.click(screen.getByRole('button', { name: '账号菜单' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '修改密码' }));
    const own = await screen.findByRole('dialog');
    await waitFor(() => expect(within(own).queryByText('请先修改密码')).toBeNull());
    expect(within(own).getByRole('button', { name: /确\s*认/ }).className).not.toMatch(/loading/);
  });

  it('refuses a page outside the permissions with a 403 and opens no tab for it', async () => {
    renderRoutesAt('/back/Theme');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(useAppStore.getState().tabs).toEqual([]);
  });

  it('opens one tab per page, switches by click and closes by key', async () => {
    const router = renderRoutesAt('/back/ContentCheck');
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
    renderRoutesAt('/back/ContentCheck');
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

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStaff } from '@coal/contracts';
import { renderInRouter } from '../../../app/test-utils.tsx';
import { fetchRoleOptions, fetchStaff, resetStaffPassword, saveStaff, setStaffEnabled } from '../api/staffAdminApi.ts';
import { StaffTable } from './StaffTable.tsx';

vi.mock('../api/staffAdminApi.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchStaff: vi.fn(),
  fetchRoleOptions: vi.fn(),
  saveStaff: vi.fn(),
  setStaffEnabled: vi.fn(),
  resetStaffPassword: vi.fn(),
}));

const SLOW = { timeout: 8000 };

const staff = (over: Partial<AdminStaff>): AdminStaff => ({
  id: '00000000-0000-4000-8000-000000000001',
  loginId: 'editor',
  name: '内容编辑 王敏',
  roles: [{ code: 'editor', name: '内容编辑' }],
  disabled: false,
  mustChangePassword: false,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

beforeEach(() => {
  vi.mocked(fetchStaff)
    .mockReset()
    .mockResolvedValue({ list: [staff({})], total: 1, currentPage: 1, pageSize: 10 });
  vi.mocked(fetchRoleOptions)
    .mockReset()
    .mockResolvedValue([
      { code: 'editor', name: '内容编辑', builtIn: true },
      { code: 'reviewer', name: '内容审核', builtIn: true },
    ]);
  vi.mocked(saveStaff).mockReset().mockResolvedValue('保存成功');
  vi.mocked(setStaffEnabled).mockReset().mockResolvedValue('已停用');
  vi.mocked(resetStaffPassword).mockReset().mockResolvedValue('Tmp@9xk2Qw7a');
});

describe('StaffTable (员工管理)', { timeout: 60_000 }, () => {
  it('lists staff with their roles', async () => {
    renderInRouter(<StaffTable />, { route: '/back/StaffManagement' });
    const table = await screen.findByRole('table', {}, SLOW);
    await waitFor(() => expect(within(table).getByText('内容编辑 王敏')).toBeTruthy(), SLOW);
    expect(within(table).getByText('内容编辑')).toBeTruthy();
    expect(fetchStaff).toHaveBeenCalledWith({ currentPage: 1, pageSize: 10 });
  });

  it('creates a staff member with roles and an initial password checked by the spec §5 rule', async () => {
    renderInRouter(<StaffTable />, { route: '/back/StaffManagement' });
    fireEvent.click(await screen.findByRole('button', { name: /新增员工/ }, SLOW));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入登录账号'), { target: { value: 'ops1' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入姓名'), { target: { value: '运营一号' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入初始密码'), { target: { value: 'weak' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('内容审核'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('密码应由字母数字及【!@#$%^&*()?_】组成,长度8-20位', {}, SLOW)).toBeTruthy();
    expect(saveStaff).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入初始密码'), { target: { value: 'Start@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(saveStaff).toHaveBeenCalled(), SLOW);
    expect(vi.mocked(saveStaff).mock.calls[0]![0]).toEqual({
      id: undefined,
      loginId: 'ops1',
      name: '运营一号',
      roleCodes: ['reviewer'],
      password: 'Start@2026',
    });
  });

  it('disables only after the confirmation', async () => {
    renderInRouter(<StaffTable />, { route: '/back/StaffManagement' });
    const table = await screen.findByRole('table', {}, SLOW);
    fireEvent.click(await within(table).findByRole('button', { name: /停\s*用/ }, SLOW));
    expect(setStaffEnabled).not.toHaveBeenCalled();
    expect(await screen.findByText('停用后其已登录的会话立即结束。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(setStaffEnabled).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000001', false), SLOW);
  });

  it('resets a password after the confirmation and shows the temporary one once', async () => {
    renderInRouter(<StaffTable />, { route: '/back/StaffManagement' });
    const table = await screen.findByRole('table', {}, SLOW);
    fireEvent.click(await within(table).findByRole('button', { name: /重置密码/ }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('Tmp@9xk2Qw7a', {}, SLOW)).toBeTruthy();
    expect(resetStaffPassword).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000001', undefined);
  });
});

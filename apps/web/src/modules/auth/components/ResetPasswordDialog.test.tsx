import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, TOURIST_LOGIN_ID, type Envelope } from '@coal/contracts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { useSessionStore } from '../../../stores/session.ts';
import { resetPassword } from '../api.ts';
import { useAuthDialogs } from './authDialogStore.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

vi.mock('../api.ts', () => ({ resetPassword: vi.fn() }));

const answer = (result: boolean, message = ''): Envelope<null> => ({ code: result ? 0 : 1001, result, message, data: null });

beforeEach(() => {
  vi.mocked(resetPassword).mockReset();
  useAuthDialogs.setState({ loginOpen: false, resetOpen: true, resetLoginId: 'member', resetReason: 'expired' });
  useSessionStore.setState({ loginStatus: false, userInfo: null });
});

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const type = (placeholder: string, value: string) => fireEvent.change(field(placeholder), { target: { value } });
const confirmButton = () => screen.getByRole('button', { name: /确\s*认/ });
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

describe('ResetPasswordDialog', () => {
  it('shows the account and a show/hide toggle on each of the three password fields', () => {
    renderWithProviders(<ResetPasswordDialog />);
    expect((screen.getByDisplayValue('member') as HTMLInputElement).disabled).toBe(true);
    expect(document.querySelectorAll('.ant-input-password-icon')).toHaveLength(3);
    const old = field(MESSAGES.oldPasswordRequired);
    fireEvent.click(document.querySelectorAll('.ant-input-password-icon')[0]!);
    expect(old.type).toBe('text');
  });

  it('requires all three fields', async () => {
    renderWithProviders(<ResetPasswordDialog />);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(errors()).toEqual([MESSAGES.oldPasswordRequired, MESSAGES.newPasswordRequired, MESSAGES.confirmPasswordRequired]));
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('applies the password rule and the equality check', async () => {
    renderWithProviders(<ResetPasswordDialog />);
    type(MESSAGES.oldPasswordRequired, 'Old@20250');
    type(MESSAGES.newPasswordRequired, 'abc');
    type(MESSAGES.confirmPasswordRequired, 'abc');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(errors()).toEqual([MESSAGES.passwordRule, MESSAGES.passwordRule]));
    type(MESSAGES.newPasswordRequired, 'Member@2026');
    type(MESSAGES.confirmPasswordRequired, 'Member@2027');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(errors()).toEqual([MESSAGES.passwordMismatch]));
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('shows the server message when the change is refused', async () => {
    vi.mocked(resetPassword).mockResolvedValue(answer(false, MESSAGES.oldPasswordWrong));
    renderWithProviders(<ResetPasswordDialog />);
    type(MESSAGES.oldPasswordRequired, 'Old@20250');
    type(MESSAGES.newPasswordRequired, 'Member@2026');
    type(MESSAGES.confirmPasswordRequired, 'Member@2026');
    fireEvent.click(confirmButton());
    expect(await screen.findByText(MESSAGES.oldPasswordWrong)).toBeTruthy();
    expect(useAuthDialogs.getState().resetOpen).toBe(true);
  });

  it('on success says 密码修改成功，请重新登录, becomes a tourist and opens a new login', async () => {
    vi.mocked(resetPassword).mockResolvedValue(answer(true));
    useSessionStore.setState({ loginStatus: true });
    renderWithProviders(<ResetPasswordDialog />);
    type(MESSAGES.oldPasswordRequired, 'Old@20250');
    type(MESSAGES.newPasswordRequired, 'Member@2026');
    type(MESSAGES.confirmPasswordRequired, 'Member@2026');
    fireEvent.click(confirmButton());
    expect(await screen.findByText(MESSAGES.passwordResetDone)).toBeTruthy();
    expect(resetPassword).toHaveBeenCalledWith({
      loginId: 'member',
      loginPassword: 'Old@20250',
      loginNewPassword: 'Member@2026',
      loginConfirmPassword: 'Member@2026',
    });
    expect(useSessionStore.getState().loginStatus).toBe(false);
    expect(useSessionStore.getState().userInfo?.loginId).toBe(TOURIST_LOGIN_ID);
    expect(useAuthDialogs.getState().resetOpen).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(useAuthDialogs.getState().loginOpen).toBe(true));
  });
});

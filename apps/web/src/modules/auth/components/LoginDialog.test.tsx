import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Envelope, ERRORS, MESSAGES } from '@coal/contracts';
import { pageExit } from '../../../app/guard/pageExit.ts';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { loadRememberedLogin, saveRememberedLogin } from '../../../lib/storage.ts';
import { getCaptcha, login } from '../api.ts';
import { afterLoginFrames } from '../session.ts';
import { useAuthDialogs } from './authDialogStore.ts';
import { LoginDialog } from './LoginDialog.tsx';

vi.mock('../api.ts', () => ({ getCaptcha: vi.fn(), login: vi.fn() }));
vi.mock('../session.ts', () => ({ afterLoginFrames: vi.fn() }));

const ok = <T,>(data: T): Envelope<T> => ({ code: 0, result: true, message: '', data });
const refused = (message: string): Envelope<null> => ({ code: ERRORS.captchaWrong.code, result: false, message, data: null });

let served = 0;
beforeEach(() => {
  served = 0;
  vi.mocked(getCaptcha)
    .mockReset()
    .mockImplementation((uuid: string) => {
      served += 1;
      return Promise.resolve(ok({ uuid, image: `data:image/svg+xml;base64,${served}` }));
    });
  vi.mocked(login).mockReset();
  vi.mocked(afterLoginFrames).mockReset().mockResolvedValue(undefined);
  useAuthDialogs.setState({ loginOpen: true, resetOpen: false, resetLoginId: '' });
});

const submitButton = () => screen.getByRole('button', { name: /登\s*录/ });
const captchaImage = () => screen.getByAltText('验证码') as HTMLImageElement;

async function openDialog() {
  renderWithProviders(<LoginDialog />);
  await waitFor(() => expect(captchaImage().src).toContain('base64,1'));
}

function fill(loginId: string, password: string, code: string) {
  fireEvent.change(screen.getByPlaceholderText(MESSAGES.accountRequired), { target: { value: loginId } });
  fireEvent.change(screen.getByPlaceholderText(MESSAGES.passwordRequired), { target: { value: password } });
  fireEvent.change(screen.getByPlaceholderText(MESSAGES.captchaRequired), { target: { value: code } });
}

describe('LoginDialog', () => {
  it('shows the three required messages and regenerates the captcha on failed validation', async () => {
    await openDialog();
    expect(getCaptcha).toHaveBeenCalledTimes(1);
    fireEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.accountRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.captchaRequired)).toBeTruthy();
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(getCaptcha).mock.calls.map(([uuid]) => uuid);
    expect(first).not.toBe(second);
    expect(login).not.toHaveBeenCalled();
  });

  it('loads a new captcha when the image is clicked, and says so when it cannot', async () => {
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: '验证码图片，点击刷新' }));
    await waitFor(() => expect(captchaImage().src).toContain('base64,2'));
    vi.mocked(getCaptcha).mockRejectedValueOnce(new Error('network'));
    fireEvent.click(screen.getByRole('button', { name: '验证码图片，点击刷新' }));
    expect(await screen.findByText(MESSAGES.captchaFailed)).toBeTruthy();
  });

  it('has the password show/hide toggle, the account links and 取消', async () => {
    await openDialog();
    const password = screen.getByPlaceholderText(MESSAGES.passwordRequired);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(document.querySelector('.ant-input-password-icon')!);
    expect(password.getAttribute('type')).toBe('text');
    for (const label of ['找回密码', '找回用户名', '找回账号', '交易注册', '物流注册', '完善资料']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(useAuthDialogs.getState().loginOpen).toBe(false);
  });

  it('shows the server message and refreshes the captcha when login fails', async () => {
    vi.mocked(login).mockResolvedValue(refused(MESSAGES.loginWrong));
    await openDialog();
    const uuid = vi.mocked(getCaptcha).mock.calls[0]![0];
    fill(' member ', 'Wrong@2026', 'ab12');
    fireEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.loginWrong)).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ loginId: 'member', loginPass: 'Wrong@2026', uuid, captchaCode: 'ab12' });
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    expect((screen.getByPlaceholderText(MESSAGES.captchaRequired) as HTMLInputElement).value).toBe('');
  });

  it('asks an expired password to be changed, then opens the reset dialog for that account', async () => {
    vi.mocked(login).mockResolvedValue(refused('resetPassword'));
    await openDialog();
    fill('member', 'Old@20250', 'ab12');
    fireEvent.click(submitButton());
    expect(await screen.findByText(MESSAGES.passwordExpired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(useAuthDialogs.getState().resetOpen).toBe(true));
    expect(useAuthDialogs.getState()).toMatchObject({ resetLoginId: 'member', resetReason: 'expired', loginOpen: false });
  });

  it('on success remembers the credentials, loads the post-login frames, then reloads', async () => {
    vi.mocked(login).mockResolvedValue(ok(null));
    const reload = vi.spyOn(pageExit, 'reload').mockImplementation(() => undefined);
    let framesDone: () => void = () => undefined;
    vi.mocked(afterLoginFrames).mockReturnValue(new Promise<void>((resolve) => (framesDone = resolve)));
    await openDialog();
    fill('member', 'Member@2026', 'ab12');
    fireEvent.click(screen.getByText('记住密码'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(afterLoginFrames).toHaveBeenCalled());
    expect(reload).not.toHaveBeenCalled();
    await act(async () => framesDone());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(await loadRememberedLogin()).toEqual({ loginId: 'member', password: 'Member@2026' });
  });

  it('prefills remembered credentials and forgets them when remember is unticked', async () => {
    await saveRememberedLogin('member', 'Member@2026');
    vi.mocked(login).mockResolvedValue(ok(null));
    vi.spyOn(pageExit, 'reload').mockImplementation(() => undefined);
    await openDialog();
    await waitFor(() => expect((screen.getByPlaceholderText(MESSAGES.accountRequired) as HTMLInputElement).value).toBe('member'));
    expect((screen.getByPlaceholderText(MESSAGES.passwordRequired) as HTMLInputElement).value).toBe('Member@2026');
    fireEvent.click(screen.getByText('记住密码'));
    fireEvent.change(screen.getByPlaceholderText(MESSAGES.captchaRequired), { target: { value: 'ab12' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(pageExit.reload).toHaveBeenCalled());
    expect(await loadRememberedLogin()).toBeNull();
  });
});

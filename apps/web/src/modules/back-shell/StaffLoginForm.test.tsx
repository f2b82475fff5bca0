import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLES, type Envelope, ERRORS, MESSAGES, type StaffProfile } from '@coal/contracts';
import { TestProviders } from '../../app/test-utils.tsx';
import { useStaffStore } from '../../stores/staff.ts';
import { getCaptcha, staffLogin } from '../auth/api.ts';
import { StaffLoginForm } from './StaffLoginForm.tsx';

vi.mock('../auth/api.ts', () => ({ getCaptcha: vi.fn(), staffLogin: vi.fn() }));

const analyst: StaffProfile = {
  id: 's4',
  loginId: 'analyst',
  name: '分析员',
  roles: ['analyst'],
  permissions: BUILT_IN_ROLES.analyst!.permissions,
  mustChangePassword: false,
};

function renderLogin(state?: { from: string }) {
  const router = createMemoryRouter(
    [
      { path: '/back/Login', element: <StaffLoginForm /> },
      { path: '/back', element: <p>workbench</p> },
      { path: '/back/:page', element: <p>landed</p> },
    ],
    { initialEntries: [{ pathname: '/back/Login', state }] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

function fill() {
  fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'analyst' } });
  fireEvent.change(screen.getByPlaceholderText(MESSAGES.passwordRequired), { target: { value: 'Analyst@2026' } });
  fireEvent.change(screen.getByPlaceholderText(MESSAGES.captchaRequired), { target: { value: 'ab12' } });
}

beforeEach(() => {
  useStaffStore.setState({ profile: null });
  vi.mocked(getCaptcha)
    .mockReset()
    .mockImplementation((uuid: string) => Promise.resolve({ code: 0, result: true, message: '', data: { uuid, image: 'data:,' } }));
  vi.mocked(staffLogin).mockReset();
});

describe('StaffLoginForm (/back/Login)', () => {
  it('uses the portal validation messages and regenerates the captcha on failed validation', async () => {
    renderLogin();
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText(MESSAGES.accountRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.captchaRequired)).toBeTruthy();
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
  });

  it('stores the profile and opens the workbench', async () => {
    vi.mocked(staffLogin).mockResolvedValue({ code: 0, result: true, message: '', data: analyst });
    const router = renderLogin();
    await waitFor(() => expect(getCaptcha).toHaveBeenCalled());
    fill();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back'));
    expect(useStaffStore.getState().profile).toEqual(analyst);
    expect(staffLogin).toHaveBeenCalledWith(expect.objectContaining({ loginId: 'analyst', loginPass: 'Analyst@2026', captchaCode: 'ab12' }));
  });

  it('returns to the page asked for when it is permitted', async () => {
    vi.mocked(staffLogin).mockResolvedValue({ code: 0, result: true, message: '', data: analyst });
    const router = renderLogin({ from: '/back/RegionalAnalysis' });
    await waitFor(() => expect(getCaptcha).toHaveBeenCalled());
    fill();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/back/RegionalAnalysis'));
  });

  it('shows the server message and a new captcha when refused', async () => {
    const refused: Envelope<StaffProfile> = { code: ERRORS.captchaWrong.code, result: false, message: MESSAGES.captchaWrong, data: null as never };
    vi.mocked(staffLogin).mockResolvedValue(refused);
    renderLogin();
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(1));
    fill();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText(MESSAGES.captchaWrong)).toBeTruthy();
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    expect(useStaffStore.getState().profile).toBeNull();
  });
});

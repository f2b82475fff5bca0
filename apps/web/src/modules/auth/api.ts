/**
 * Typed calls of docs/api.md "Session and login" and "Back office". Each resolves to the
 * server's envelope; credentials are encrypted with the shared cipher before they leave.
 */
import type { Envelope, LoginQueryInput, ResetPwdQueryInput, RoleGatewayRel, StaffProfile, UserInfo } from '@coal/contracts';
import { loadCipher } from '../../lib/cipher.ts';
import { getTradeTicket } from '../../lib/cookies.ts';
import { http } from '../../lib/http/index.ts';
import { clearTradePasswordHash } from '../../lib/storage.ts';

export interface Captcha {
  uuid: string;
  /** A `data:image/svg+xml;base64,…` URL. */
  image: string;
}

export interface SelectedTheme {
  themeNameEn: string;
  name: string;
}

export type PageType = 'portal' | 'mobile';

export function getCaptcha(uuid: string): Promise<Envelope<Captcha>> {
  return http.get<Captcha>('/api/user/getCaptcha', { uuid });
}

/** Member login; `result` false with message `resetPassword` means the password expired. */
export async function login(input: LoginQueryInput): Promise<Envelope<null>> {
  const { encryptText } = await loadCipher();
  return http.get<null>(
    '/api/user/login',
    {
      loginId: encryptText(input.loginId),
      loginPass: encryptText(input.loginPass),
      uuid: input.uuid,
      captchaCode: input.captchaCode,
    },
    { replacesToken: true },
  );
}

/** Changes the password; all four fields travel encrypted. */
export async function resetPassword(input: ResetPwdQueryInput): Promise<Envelope<null>> {
  const { encryptText } = await loadCipher();
  return http.get<null>('/api/user/resetPwd', {
    loginId: encryptText(input.loginId),
    loginPassword: encryptText(input.loginPassword),
    loginNewPassword: encryptText(input.loginNewPassword),
    loginConfirmPassword: encryptText(input.loginConfirmPassword),
  });
}

export function getUserInfo(pageType: PageType): Promise<Envelope<UserInfo>> {
  return http.get<UserInfo>('/api/user/getUserInfo', { pageType });
}

export function getRoleGatewayRels(userId: string): Promise<Envelope<RoleGatewayRel[]>> {
  return http.get<RoleGatewayRel[]>('/api/common/getRoleGatewayRels', { userId });
}

/**
 * Renews the unified-auth tickets. The access token is the token-prefix cookie joined with
 * the trade ticket cookie (docs/api.md). Silent: a failure is only logged (spec §8).
 */
export function refreshAccessToken(accessToken?: string): Promise<Envelope<null>> {
  const ticket = getTradeTicket();
  const value = accessToken ?? (ticket ? `${ticket.prefix}${ticket.ciphertext}` : '');
  return http.get<null>('/api/user/refreshAccessToken', { accessToken: value }, { silent: true });
}

/** Mobile pages log in with a trade ticket; message `noAccountId` when no member matches. */
export function simulateLogin(prefix: string, ciphertext: string): Promise<Envelope<null>> {
  return http.get<null>('/api/user/simulateLogin', { prefix, ciphertext }, { replacesToken: true });
}

/** Ends the member's session; the trade password hash derived at login goes with it. */
export function logout(): Promise<Envelope<null>> {
  clearTradePasswordHash();
  return http.get<null>('/api/user/logout');
}

export function getSelectedTheme(): Promise<Envelope<SelectedTheme>> {
  return http.get<SelectedTheme>('/api/theme/getSelectedTheme');
}

/** Back-office login (POST form); loginId and loginPass encrypted as for members. */
export async function staffLogin(input: LoginQueryInput): Promise<Envelope<StaffProfile>> {
  const { encryptText } = await loadCipher();
  return http.post<StaffProfile>(
    '/api/admin/auth/login',
    {
      loginId: encryptText(input.loginId),
      loginPass: encryptText(input.loginPass),
      uuid: input.uuid,
      captchaCode: input.captchaCode,
    },
    { noReauth: true },
  );
}

export function staffMe(): Promise<Envelope<StaffProfile>> {
  return http.get<StaffProfile>('/api/admin/auth/me');
}

export function staffLogout(): Promise<Envelope<null>> {
  return http.post<null>('/api/admin/auth/logout', undefined, { noReauth: true });
}

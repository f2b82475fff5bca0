import { z } from 'zod';
import { numberField, stringField } from './fields.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText } from './common.ts';

/** GET token address: flag 1 for portal pages, 0 for the others (spec §7). */
export const getTokenQuery = z.object({
  flag: z.enum(['0', '1'], { error: 'flag 只能是 0 或 1' }),
  timestamp: numberField('数值有误', (n) => n.int().nonnegative()).optional(),
});
export type GetTokenQuery = z.output<typeof getTokenQuery>;
export type GetTokenQueryInput = z.input<typeof getTokenQuery>;

export const getCaptchaQuery = z.object({
  uuid: requiredText('缺少验证码标识', 64),
});
export type GetCaptchaQuery = z.output<typeof getCaptchaQuery>;
export type GetCaptchaQueryInput = z.input<typeof getCaptchaQuery>;

/** Login: loginId and loginPass arrive encrypted with the shared cipher. */
export const loginQuery = z.object({
  loginId: requiredText(MESSAGES.accountRequired, 512),
  loginPass: requiredText(MESSAGES.passwordRequired, 512),
  uuid: requiredText('缺少验证码标识', 64),
  captchaCode: requiredText(MESSAGES.captchaRequired, 16),
});
export type LoginQuery = z.output<typeof loginQuery>;
export type LoginQueryInput = z.input<typeof loginQuery>;

export const userInfoQuery = z.object({
  pageType: z.enum(['portal', 'mobile'], { error: 'pageType 只能是 portal 或 mobile' }),
});
export type UserInfoQuery = z.output<typeof userInfoQuery>;
export type UserInfoQueryInput = z.input<typeof userInfoQuery>;

export const roleGatewayQuery = z.object({
  userId: requiredText('缺少用户标识', 64),
});
export type RoleGatewayQuery = z.output<typeof roleGatewayQuery>;
export type RoleGatewayQueryInput = z.input<typeof roleGatewayQuery>;

/** Reset password: every field arrives encrypted. */
export const resetPwdQuery = z.object({
  loginId: requiredText(MESSAGES.accountRequired, 512),
  loginPassword: requiredText(MESSAGES.oldPasswordRequired, 512),
  loginNewPassword: requiredText(MESSAGES.newPasswordRequired, 512),
  loginConfirmPassword: requiredText(MESSAGES.confirmPasswordRequired, 512),
});
export type ResetPwdQuery = z.output<typeof resetPwdQuery>;
export type ResetPwdQueryInput = z.input<typeof resetPwdQuery>;

export const refreshAccessTokenQuery = z.object({
  accessToken: requiredText('缺少访问令牌', 2048),
});
export type RefreshAccessTokenQuery = z.output<typeof refreshAccessTokenQuery>;
export type RefreshAccessTokenQueryInput = z.input<typeof refreshAccessTokenQuery>;

export const simulateLoginQuery = z.object({
  prefix: requiredText('缺少令牌前缀', 64),
  ciphertext: requiredText('缺少登录密文', 2048),
});
export type SimulateLoginQuery = z.output<typeof simulateLoginQuery>;
export type SimulateLoginQueryInput = z.input<typeof simulateLoginQuery>;

export const verifyTicketQuery = z.object({
  system: z.enum(['settlement', 'logistics', 'trade', 'payment', 'scf', 'mobile']),
  ticket: requiredText('缺少票据', 2048),
});
export type VerifyTicketQuery = z.output<typeof verifyTicketQuery>;
export type VerifyTicketQueryInput = z.input<typeof verifyTicketQuery>;

/** GET /api/external/landing: the post-login frames' stand-in for the trade system's page. */
export const externalLandingQuery = z.object({
  system: stringField().max(32).default('trade').describe('外部系统（trade、logistics…）'),
  prefix: stringField().max(64).optional().describe('令牌前缀'),
  ciphertext: stringField().max(2048).optional().describe('交易票据'),
});

/** What getUserInfo answers (spec §3 userInfo). */
export interface UserInfo {
  loginId: string;
  userId: string;
  userAccountId: string;
  isExpert: '0' | '1';
  userType: string;
  userBelongSys: string;
  authSysList: string[];
  nickname: string;
}

export interface RoleGatewayRel {
  pmName: string;
}

export interface StaffProfile {
  id: string;
  loginId: string;
  name: string;
  roles: string[];
  permissions: string[];
  /** A temporary password set by an administrator: the back office asks for a new one before anything else. */
  mustChangePassword: boolean;
}

import { z } from 'zod';
import { numberField } from './fields.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText } from './common.ts';

/** GET token address: flag 1 for portal pages, 0 for the others (spec §7). */
export const getTokenQuery = z.object({
  flag: z.enum(['0', '1'], { error: 'flag 只能是 0 或 1' }),
  timestamp: numberField('数值有误', (n) => n.int().nonnegative()).optional(),
});

export const getCaptchaQuery = z.object({
  uuid: requiredText('缺少验证码标识', 64),
});

/** Login: loginId and loginPass arrive encrypted with the shared cipher. */
export const loginQuery = z.object({
  loginId: requiredText(MESSAGES.accountRequired, 512),
  loginPass: requiredText(MESSAGES.passwordRequired, 512),
  uuid: requiredText('缺少验证码标识', 64),
  captchaCode: requiredText(MESSAGES.captchaRequired, 16),
});

export const userInfoQuery = z.object({
  pageType: z.enum(['portal', 'mobile'], { error: 'pageType 只能是 portal 或 mobile' }),
});

export const roleGatewayQuery = z.object({
  userId: requiredText('缺少用户标识', 64),
});

/** Reset password: every field arrives encrypted. */
export const resetPwdQuery = z.object({
  loginId: requiredText(MESSAGES.accountRequired, 512),
  loginPassword: requiredText(MESSAGES.oldPasswordRequired, 512),
  loginNewPassword: requiredText(MESSAGES.newPasswordRequired, 512),
  loginConfirmPassword: requiredText(MESSAGES.confirmPasswordRequired, 512),
});

export const refreshAccessTokenQuery = z.object({
  accessToken: requiredText('缺少访问令牌', 2048),
});

export const simulateLoginQuery = z.object({
  prefix: requiredText('缺少令牌前缀', 64),
  ciphertext: requiredText('缺少登录密文', 2048),
});

export const verifyTicketQuery = z.object({
  system: z.enum(['settlement', 'logistics', 'trade', 'payment', 'scf', 'mobile']),
  ticket: requiredText('缺少票据', 2048),
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

/** StaffManagement, RoleManagement, the own-account password change and the workbench (issue 12 §16-18). */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isValidPassword } from '../password.ts';
import { ALL_PERMISSIONS, type Permission } from '../permissions.ts';
import { flagField, optionalField, optionalText, requiredText, stringField, withPage } from './fields.ts';

const LOGIN_RE = /^[A-Za-z0-9_.-]{3,32}$/;
const loginIdField = stringField('请输入登录账号').trim().regex(LOGIN_RE, { error: '登录账号只能由字母、数字、_ . - 组成，长度3-32位' });
const staffNameField = requiredText('请输入姓名', 50);
/** A staff id (uuid). */
export const staffIdField = stringField('缺少员工编号').trim().uuid({ error: '员工编号有误' });

/** The spec §5 rule, the same check as the member's password change. */
export const newPasswordField = requiredText(MESSAGES.newPasswordRequired, 64).refine(isValidPassword, { error: MESSAGES.passwordRule });

const ROLE_CODE_RE = /^[a-z][a-z0-9_]{1,31}$/;
export const roleCodeField = stringField('请选择角色').trim().regex(ROLE_CODE_RE, { error: '角色编号有误' });

/** Role codes as a form sends them: `a,b` or repeated fields; at least one. */
const roleCodesField = z.preprocess(
  (v: string | string[]) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(roleCodeField, { error: '请选择角色' }).min(1, { error: '请选择角色' }).max(20, { error: '角色过多' }),
);

const permissionsField = z.preprocess(
  (v: string | Permission[] | undefined) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : (v ?? []),
  z.array(z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], { error: '权限有误' }), { error: '权限有误' }).max(ALL_PERMISSIONS.length),
);

export const staffListQuery = withPage(
  z.object({
    keyword: optionalText(50),
    roleCode: optionalField(roleCodeField),
    status: optionalField(z.enum(['enabled', 'disabled'], { error: '状态只能是 enabled 或 disabled' })),
  }),
);
export type StaffListQuery = z.output<typeof staffListQuery>;
export type StaffListQueryInput = z.input<typeof staffListQuery>;
export const staffCreateBody = z.object({
  loginId: loginIdField,
  name: staffNameField,
  roleCodes: roleCodesField,
  password: newPasswordField,
});
export type StaffCreateBody = z.output<typeof staffCreateBody>;
export type StaffCreateBodyInput = z.input<typeof staffCreateBody>;
export const staffUpdateBody = z.object({ id: staffIdField, name: staffNameField, roleCodes: roleCodesField });
export type StaffUpdateBody = z.output<typeof staffUpdateBody>;
export type StaffUpdateBodyInput = z.input<typeof staffUpdateBody>;
export const staffIdBody = z.object({ id: staffIdField });
export type StaffIdBody = z.output<typeof staffIdBody>;
export type StaffIdBodyInput = z.input<typeof staffIdBody>;
export const staffSetEnabledBody = z.object({ id: staffIdField, enabled: flagField(true) });
export type StaffSetEnabledBody = z.output<typeof staffSetEnabledBody>;
export type StaffSetEnabledBodyInput = z.input<typeof staffSetEnabledBody>;
/** Blank password: the server draws a temporary one and answers it once. */
export const staffResetPasswordBody = z.object({
  id: staffIdField,
  password: optionalField(newPasswordField),
});
export type StaffResetPasswordBody = z.output<typeof staffResetPasswordBody>;
export type StaffResetPasswordBodyInput = z.input<typeof staffResetPasswordBody>;

export const roleSaveBody = z.object({
  name: requiredText('请输入角色名称', 30),
  description: optionalText(200),
  permissions: permissionsField,
});
export type RoleSaveBody = z.output<typeof roleSaveBody>;
export type RoleSaveBodyInput = z.input<typeof roleSaveBody>;
export const roleUpdateBody = roleSaveBody.extend({ code: roleCodeField });
export type RoleUpdateBody = z.output<typeof roleUpdateBody>;
export type RoleUpdateBodyInput = z.input<typeof roleUpdateBody>;
export const roleCodeBody = z.object({ code: roleCodeField });
export type RoleCodeBody = z.output<typeof roleCodeBody>;
export type RoleCodeBodyInput = z.input<typeof roleCodeBody>;

/** The own-account password change from the header menu (spec §5 rules). */
export const ownPasswordBody = z
  .object({
    oldPassword: requiredText(MESSAGES.oldPasswordRequired, 64),
    newPassword: newPasswordField,
    confirmPassword: requiredText(MESSAGES.confirmPasswordRequired, 64),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { error: MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type OwnPasswordBody = z.output<typeof ownPasswordBody>;
export type OwnPasswordBodyInput = z.input<typeof ownPasswordBody>;

export interface AdminStaff {
  id: string;
  loginId: string;
  name: string;
  roles: { code: string; name: string }[];
  disabled: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

export interface AdminRole {
  code: string;
  name: string;
  description: string;
  permissions: Permission[];
  builtIn: boolean;
  /** Staff members holding the role. */
  staffCount: number;
}

/** The answer of a password reset: the temporary password, shown once. */
export interface StaffPasswordReset {
  password: string;
}

/** One card of the workbench: only those the caller may see are answered. */
export interface WorkbenchCount {
  key: 'pendingReview' | 'openComplaints' | 'waitingQuestions' | 'missingIndexValues' | 'pendingApprovals';
  title: string;
  count: number;
  /** Back-office path with the filter that lists exactly these (inside the basename). */
  path: string;
}

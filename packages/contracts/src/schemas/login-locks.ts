/** 登录锁定 (系统管理): who is locked out by repeated wrong passwords, and lifting a lock early. */
import { z } from 'zod';
import { stringField } from './fields.ts';

/** Whose logins: portal members or back-office staff (the throttle's two scopes). */
export const LOGIN_LOCK_SCOPES = { member: '会员', staff: '员工' } as const;
export type LoginLockScope = keyof typeof LOGIN_LOCK_SCOPES;
/** What is counted: one account's failures, or one client address's. */
export const LOGIN_LOCK_SUBJECTS = { account: '账号', address: '地址' } as const;
export type LoginLockSubject = keyof typeof LOGIN_LOCK_SUBJECTS;

const scopeField = z.enum(Object.keys(LOGIN_LOCK_SCOPES) as [LoginLockScope, ...LoginLockScope[]], { error: '账号类型有误' });
const subjectField = z.enum(Object.keys(LOGIN_LOCK_SUBJECTS) as [LoginLockSubject, ...LoginLockSubject[]], { error: '锁定对象有误' });

export const loginLockListQuery = z.object({
  scope: z.preprocess((v) => (v === '' ? undefined : v), scopeField.optional()),
});
export type LoginLockListQuery = z.input<typeof loginLockListQuery>;

export const loginLockUnlockBody = z.object({
  scope: scopeField,
  subject: subjectField,
  /** The login id or the address, as the list shows it. */
  value: stringField('请指定要解锁的账号或地址').trim().min(1, { error: '请指定要解锁的账号或地址' }).max(100, { error: '账号或地址过长' }),
});
export type LoginLockUnlockBody = z.input<typeof loginLockUnlockBody>;

/** One account or address with failed logins in its current window. */
export interface LoginLockItem {
  scope: LoginLockScope;
  subject: LoginLockSubject;
  /** Login id (lower case, as counted) or client address. */
  value: string;
  /** Checked wrong passwords in the window. */
  failures: number;
  /** Failures that lock it (the address allows more than an account). */
  limit: number;
  locked: boolean;
  /** When the window ends and the count is forgotten (ISO). */
  expiresAt: string;
}

/** 登录锁定 calls (staff:manage). */
import type { LoginLockItem, LoginLockListQuery, LoginLockUnlockBody } from '@coal/contracts';
import { http, unwrap } from '../../../lib/http/index.ts';

export const loginLockKeys = {
  all: ['loginLocks'] as const,
  list: (query: LoginLockListQuery) => ['loginLocks', query] as const,
};

export const fetchLoginLocks = async (query: LoginLockListQuery): Promise<LoginLockItem[]> =>
  unwrap(await http.get<LoginLockItem[]>('/api/admin/login-locks/list', { ...query }));

export async function unlockLogin(body: LoginLockUnlockBody): Promise<string> {
  const envelope = await http.post<null>('/api/admin/login-locks/unlock', { ...body });
  unwrap(envelope);
  return envelope.message || '已解除锁定';
}

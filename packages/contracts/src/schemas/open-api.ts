/**
 * Personal API keys (个人中心 → API 密钥) and the open data API (/api/open/v1) they open.
 * The messages and limits live in `open-api-vocabulary.ts` (no zod), re-exported here.
 */
import { z } from 'zod';
import { idField, requiredText } from './fields.ts';

export * from '../open-api-vocabulary.ts';

/** POST /api/user/apiKeys/create */
export const apiKeyCreateBody = z.object({ name: requiredText('请输入密钥名称', 30) });

/** POST /api/user/apiKeys/revoke */
export const apiKeyRevokeBody = z.object({ id: idField('缺少密钥编号') });

/** One key as the member sees it in the list (never the secret). */
export interface ApiKey {
  id: number;
  name: string;
  /** The first characters of the secret, e.g. `coalk_3fA9x2`. */
  prefix: string;
  /** ISO time. */
  createdAt: string;
  lastUsedAt: string | null;
  /** Calls today (China time). */
  usageToday: number;
  usageTotal: number;
  /** False once the member's password changed after the key was made (the key no longer opens the API). */
  active: boolean;
}

export interface ApiKeyList {
  list: ApiKey[];
  max: number;
  /** Calls per key per minute. */
  ratePerMinute: number;
}

/** The answer of a create: the key and, this once, its secret. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}

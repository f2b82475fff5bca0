import { hash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyList, type CreatedApiKey, ERRORS, MAX_API_KEYS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { refusedWith } from '../../lib/errors.ts';
import { presentApiKey } from './api-keys.presenter.ts';
import { insertKey, listMemberKeys, lockAndCountKeys, revokeKey } from './api-keys.repository.ts';

/** Characters of the secret shown in the list so the member can tell keys apart. */
const VISIBLE_CHARS = 8;

/**
 * The stored form of a secret. The secret is 256 random bits, so a plain SHA-256 is enough:
 * there is nothing to guess that a slow password hash would protect.
 */
export const hashSecret = (secret: string) => hash('sha256', secret, 'hex');

export async function listApiKeys(app: FastifyInstance, memberId: string): Promise<ApiKeyList> {
  const now = app.clock.now();
  const rows = await listMemberKeys(app.db, memberId);
  return { list: rows.map((r) => presentApiKey(r, now)), max: MAX_API_KEYS, ratePerMinute: app.config.OPEN_API_RATE_PER_MINUTE };
}

/** Makes a key; the answer holds the secret, which is never readable again. */
export async function createApiKey(app: FastifyInstance, memberId: string, name: string): Promise<CreatedApiKey> {
  const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const { row, passwordChangedAt } = await app.db.transaction(async (tx) => {
    if ((await lockAndCountKeys(tx, memberId)) >= MAX_API_KEYS) throw refusedWith(ERRORS.keyLimit);
    const inserted = await insertKey(tx, {
      memberId,
      name,
      prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARS),
      secretHash: hashSecret(secret),
    });
    return { row: inserted, passwordChangedAt: inserted.createdAt };
  });
  return { ...presentApiKey({ ...row, passwordChangedAt }, app.clock.now()), secret };
}

export async function revokeApiKey(app: FastifyInstance, memberId: string, id: number): Promise<void> {
  if (!(await revokeKey(app.db, memberId, id, new Date()))) throw refusedWith(ERRORS.keyNotFound);
}

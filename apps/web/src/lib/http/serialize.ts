/**
 * Request payload rules of spec §7: the random `_t`, the optional `$kw` sealing, the
 * form encoding, and the opening of `$rt` answers.
 */
import { ENCRYPTED_REQUEST_FIELD, ENCRYPTED_RESPONSE_FIELD, type Envelope } from '@coal/contracts';
import { loadCipher } from '../cipher.ts';
import { getConfig } from '../runtime-config.ts';

export type Params = Record<string, unknown>;

/** A random cache-busting stamp (the server ignores it). */
export function randomStamp(): string {
  return `${Date.now()}${Math.random().toString().slice(2, 8)}`;
}

/** Adds `_t`, then replaces everything by `$kw` when parameter encryption is on. */
export async function preparePayload(data: Params = {}): Promise<Params> {
  const stamped = { ...data, _t: randomStamp() };
  if (!getConfig().paramEncryption) return stamped;
  const { encryptJson } = await loadCipher();
  return { [ENCRYPTED_REQUEST_FIELD]: encryptJson(stamped) };
}

/**
 * Form/query encoding the server's parsers read back as plain keys: arrays repeat the key,
 * objects go as JSON, null and undefined are left out.
 */
export function toSearchParams(data: Params): URLSearchParams {
  const out = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value instanceof Date) out.append(key, value.toISOString());
    else if (typeof value === 'object' && value !== null) out.append(key, JSON.stringify(value));
    else if (typeof value === 'string') out.append(key, value);
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      out.append(key, value.toString());
    }
    // null, undefined, functions and symbols are left out.
  };
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else add(key, value);
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body of an answer, decrypting `{ $rt }` (null when it does not decrypt). */
export async function openSealed(body: unknown): Promise<unknown> {
  if (!isRecord(body) || typeof body[ENCRYPTED_RESPONSE_FIELD] !== 'string') return body;
  const { decryptJson } = await loadCipher();
  return decryptJson(body[ENCRYPTED_RESPONSE_FIELD]);
}

/** The envelope of an answer, decrypting `{ $rt }`; null when the body is not one. */
export async function openEnvelope<T>(body: unknown): Promise<Envelope<T> | null> {
  const value = await openSealed(body);
  return isRecord(value) && typeof value.result === 'boolean' ? (value as unknown as Envelope<T>) : null;
}

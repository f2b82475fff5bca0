/**
 * Typed browser storage (spec §3 "stored in the browser"). Storage can throw (private
 * mode, quota, disabled cookies), so every access fails soft: a read gives null, a write
 * is dropped. Nothing the page needs to work depends on storage succeeding.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { loadCipher } from './cipher.ts';
import { uuidV4 } from './uuid.ts';

export interface TypedStorage {
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

function typed(area: () => Storage): TypedStorage {
  return {
    get<T>(key: string): T | null {
      try {
        const raw = area().getItem(key);
        return raw === null ? null : (JSON.parse(raw) as T);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area().setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or unavailable: the value is only a convenience.
      }
    },
    remove(key) {
      try {
        area().removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

export const sessionStore: TypedStorage = typed(() => window.sessionStorage);
export const localStore: TypedStorage = typed(() => window.localStorage);

export const STORAGE_KEYS = {
  rememberedLogin: 'coal_remembered_login',
  tradePasswordHash: 'coal_trade_pwd_hash',
  browserKey: 'coal_browser_key',
} as const;

export interface RememberedLogin {
  loginId: string;
  password: string;
}

/** Remembers the login form (spec §3); the password is kept encrypted, never plain. */
export async function saveRememberedLogin(loginId: string, password: string): Promise<void> {
  const { encryptText } = await loadCipher();
  localStore.set(STORAGE_KEYS.rememberedLogin, { loginId, password: encryptText(password) });
}

/** The remembered login, or null when none or when it cannot be decrypted any more. */
export async function loadRememberedLogin(): Promise<RememberedLogin | null> {
  const saved = localStore.get<{ loginId?: unknown; password?: unknown }>(STORAGE_KEYS.rememberedLogin);
  if (!saved || typeof saved.loginId !== 'string' || typeof saved.password !== 'string') return null;
  const { decryptText } = await loadCipher();
  const password = decryptText(saved.password);
  return password === null ? null : { loginId: saved.loginId, password };
}

export function clearRememberedLogin(): void {
  localStore.remove(STORAGE_KEYS.rememberedLogin);
}

/** sha256 hex of a password: the derived trade password hash of spec §3. */
export function hashTradePassword(password: string): string {
  return bytesToHex(sha256(utf8ToBytes(password)));
}

/** Stores the derived trade password hash after a login (never the password itself). */
export function saveTradePasswordHash(password: string): void {
  localStore.set(STORAGE_KEYS.tradePasswordHash, hashTradePassword(password));
}

export function getTradePasswordHash(): string | null {
  return localStore.get<string>(STORAGE_KEYS.tradePasswordHash);
}

export function clearTradePasswordHash(): void {
  localStore.remove(STORAGE_KEYS.tradePasswordHash);
}

/** This browser's unique key (spec §3), created on first use and kept. */
export function getBrowserKey(): string {
  const existing = localStore.get<string>(STORAGE_KEYS.browserKey);
  if (typeof existing === 'string' && existing) return existing;
  const key = uuidV4();
  localStore.set(STORAGE_KEYS.browserKey, key);
  return key;
}

/**
 * Parameter encryption of spec §7 (`$kw` requests, `$rt` responses) and of the encrypted
 * login fields. AES-256-GCM in pure JS (@noble/ciphers) because WebCrypto is missing on
 * plain-HTTP origins. The key ships inside both the server and the web bundle, so this is
 * obfuscation against casual log and proxy readers, not secrecy: TLS is the protection.
 */
import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';

const NONCE_BYTES = 12;
// 32 bytes, built in at build time (spec §9: "fixed built-in key").
const BUILT_IN_KEY = utf8ToBytes('coal-coke-portal-param-key-2026!');

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Encrypts a string: base64url(nonce ‖ ciphertext ‖ tag). */
export function encryptText(plain: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = gcm(BUILT_IN_KEY, nonce).encrypt(utf8ToBytes(plain));
  const out = new Uint8Array(NONCE_BYTES + sealed.length);
  out.set(nonce, 0);
  out.set(sealed, NONCE_BYTES);
  return toBase64Url(out);
}

/** Decrypts what encryptText made; returns null for anything tampered or malformed. */
export function decryptText(sealed: string): string | null {
  try {
    const bytes = fromBase64Url(sealed);
    if (bytes.length < NONCE_BYTES + 16) return null;
    const plain = gcm(BUILT_IN_KEY, bytes.subarray(0, NONCE_BYTES)).decrypt(bytes.subarray(NONCE_BYTES));
    return bytesToUtf8(plain);
  } catch {
    return null;
  }
}

/** Encrypts a JSON-serialisable value (the `$kw` / `$rt` payloads). */
export function encryptJson(value: unknown): string {
  return encryptText(JSON.stringify(value));
}

/** Decrypts a `$kw` / `$rt` payload; null when it is not ours. */
export function decryptJson<T = unknown>(sealed: string): T | null {
  const text = decryptText(sealed);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

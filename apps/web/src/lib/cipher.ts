/**
 * The shared cipher (`@coal/contracts/cipher`), loaded on first use. @noble/ciphers builds
 * its AES tables when it is imported (~10 ms of a phone's start), for something most visits
 * never use — the
 * parameter encryption is off by default, and only a login or a remembered password seals.
 */
import type * as CipherModule from '@coal/contracts/cipher';

type Cipher = typeof CipherModule;

let loading: Promise<Cipher> | null = null;

export function loadCipher(): Promise<Cipher> {
  loading ??= import('@coal/contracts/cipher').catch((error: unknown) => {
    loading = null; // a chunk that failed to load (a network blip) is asked for again next time
    throw error;
  });
  return loading;
}

import { describe, expect, it } from 'vitest';
import {
  clearRememberedLogin,
  getBrowserKey,
  getTradePasswordHash,
  hashTradePassword,
  loadRememberedLogin,
  localStore,
  saveRememberedLogin,
  saveTradePasswordHash,
  sessionStore,
  STORAGE_KEYS,
} from './storage.ts';

describe('storage', () => {
  it('typed helpers round-trip JSON and read garbage as null', () => {
    sessionStore.set('k', { a: [1, 2] });
    expect(sessionStore.get<{ a: number[] }>('k')).toEqual({ a: [1, 2] });
    localStorage.setItem('bad', '{not json');
    expect(localStore.get('bad')).toBeNull();
    sessionStore.remove('k');
    expect(sessionStore.get('k')).toBeNull();
  });

  it('remembers the login with the password encrypted, never plain', async () => {
    await saveRememberedLogin('member', 'Member@2026');
    const raw = localStorage.getItem(STORAGE_KEYS.rememberedLogin)!;
    expect(raw).not.toContain('Member@2026');
    expect(await loadRememberedLogin()).toEqual({ loginId: 'member', password: 'Member@2026' });
    clearRememberedLogin();
    expect(await loadRememberedLogin()).toBeNull();
  });

  it('ignores a remembered password that does not decrypt', async () => {
    localStore.set(STORAGE_KEYS.rememberedLogin, { loginId: 'm', password: 'plain-text' });
    expect(await loadRememberedLogin()).toBeNull();
  });

  it('keeps the sha256 hex of the trade password', () => {
    expect(hashTradePassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    saveTradePasswordHash('abc');
    expect(getTradePasswordHash()).toBe(hashTradePassword('abc'));
  });

  it('creates the browser key once', () => {
    const key = getBrowserKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getBrowserKey()).toBe(key);
  });
});

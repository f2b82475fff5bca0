import { describe, expect, it } from 'vitest';
import { decryptJson, decryptText, encryptJson, encryptText } from './cipher.ts';

describe('parameter cipher', () => {
  it('round-trips text, including Chinese and symbols', () => {
    for (const plain of ['', 'member', '密码Admin@2026', '!@#$%^&*()?_'.repeat(20)]) {
      expect(decryptText(encryptText(plain))).toBe(plain);
    }
  });

  it('round-trips JSON payloads', () => {
    const value = { loginId: 'member', list: [1, 2, 3], nested: { 中文: true } };
    expect(decryptJson(encryptJson(value))).toEqual(value);
  });

  it('uses a fresh nonce each time', () => {
    expect(encryptText('same')).not.toBe(encryptText('same'));
  });

  it('refuses tampered or foreign input instead of throwing', () => {
    const sealed = encryptText('member');
    const flipped = sealed[5] === 'A' ? 'B' : 'A';
    expect(decryptText(sealed.slice(0, 5) + flipped + sealed.slice(6))).toBeNull();
    expect(decryptText('not-a-cipher')).toBeNull();
    expect(decryptText('')).toBeNull();
    expect(decryptJson(encryptText('{not json'))).toBeNull();
  });
});

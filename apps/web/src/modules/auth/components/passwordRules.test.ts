import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@coal/contracts';
import { checkConfirmPassword, checkNewPassword, checkOldPassword } from './passwordRules.ts';

describe('reset-password rules (spec §5)', () => {
  it('requires the old password', () => {
    expect(checkOldPassword('')).toBe(MESSAGES.oldPasswordRequired);
    expect(checkOldPassword(undefined)).toBe(MESSAGES.oldPasswordRequired);
    expect(checkOldPassword('anything')).toBeNull();
  });

  it('requires a new password of 8-20 letters, digits and at least one special', () => {
    expect(checkNewPassword('')).toBe(MESSAGES.newPasswordRequired);
    expect(checkNewPassword('Ab1!')).toBe(MESSAGES.passwordRule); // too short
    expect(checkNewPassword('Abcdefg1')).toBe(MESSAGES.passwordRule); // no special
    expect(checkNewPassword('Abc 1234!')).toBe(MESSAGES.passwordRule); // space not allowed
    expect(checkNewPassword(`Ab1!${'x'.repeat(17)}`)).toBe(MESSAGES.passwordRule); // 21 characters
    expect(checkNewPassword('Member@2026')).toBeNull();
    expect(checkNewPassword(`Ab1!${'x'.repeat(16)}`)).toBeNull(); // 20 characters
  });

  it('requires the confirmation, with the same rule, equal to the new one', () => {
    expect(checkConfirmPassword('', 'Member@2026')).toBe(MESSAGES.confirmPasswordRequired);
    expect(checkConfirmPassword('short', 'Member@2026')).toBe(MESSAGES.passwordRule);
    expect(checkConfirmPassword('Member@2027', 'Member@2026')).toBe(MESSAGES.passwordMismatch);
    expect(checkConfirmPassword('Member@2026', 'Member@2026')).toBeNull();
  });
});

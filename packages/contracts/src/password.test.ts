import { describe, expect, it } from 'vitest';
import { isValidPassword } from './password.ts';

describe('password rule (spec §5)', () => {
  it.each(['Admin@2026', 'abc12345_', 'A1!aaaaa', 'Zz9?' + 'x'.repeat(16)])('accepts %s', (p) => {
    expect(isValidPassword(p)).toBe(true);
  });

  it.each([
    ['too short', 'A1!aaaa'],
    ['too long', 'A1!' + 'a'.repeat(18)],
    ['no special', 'Admin2026'],
    ['no digit', 'Admin@abc'],
    ['no letter', '12345678@'],
    ['char outside the set', 'Admin@2026-'],
    ['space', 'Admin @2026'],
    ['Chinese', '密码Admin@2026'],
  ])('refuses %s', (_why, p) => {
    expect(isValidPassword(p)).toBe(false);
  });
});

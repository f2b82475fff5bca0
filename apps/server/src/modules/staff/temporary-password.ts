import { randomInt } from 'node:crypto';
import { isValidPassword } from '@coal/contracts';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '!@#$%^&*?_';
const ALL = LETTERS + DIGITS + SPECIALS;

const pick = (chars: string) => chars[randomInt(chars.length)]!;

/**
 * A temporary staff password that meets spec §5 (letters, digits, one of the specials,
 * 8-20 long): 12 characters, look-alikes (0/O, 1/l/I) left out since it is read aloud or typed.
 */
export function temporaryPassword(): string {
  for (;;) {
    const chars = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(DIGITS), pick(SPECIALS), ...Array.from({ length: 7 }, () => pick(ALL))];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (isValidPassword(password)) return password;
  }
}

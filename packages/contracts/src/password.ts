import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

const ALLOWED = /^[A-Za-z0-9!@#$%^&*()?_]+$/;
const SPECIAL = /[!@#$%^&*()?_]/;
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;

/**
 * The spec's password rule (§5): 8-20 characters of letters, digits and the listed
 * specials, with at least one special. We also require a letter and a digit, which the
 * message ("由字母数字及…组成") promises.
 */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && ALLOWED.test(value) && SPECIAL.test(value) && LETTER.test(value) && DIGIT.test(value);
}

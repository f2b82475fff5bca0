import type * as Passwords from '../modules/auth/passwords.ts';

/**
 * The password module with its checks counted, for the throttle tests' `vi.mock`: an attempt is
 * "evaluated" when its password is checked. `checks` is the test's `vi.hoisted` counter.
 */
export function countPasswordChecks(actual: typeof Passwords, checks: { count: number }): typeof Passwords {
  return {
    ...actual,
    verifyPassword: (hash, password) => {
      checks.count++;
      return actual.verifyPassword(hash, password);
    },
  };
}

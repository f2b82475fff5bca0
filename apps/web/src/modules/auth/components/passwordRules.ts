import { isValidPassword, MESSAGES } from '@coal/contracts';

/**
 * Reset-password checks of spec §5 as pure functions (message or null), so that the form
 * rules and the tests share them.
 */
export function checkOldPassword(value: string | undefined): string | null {
  return value ? null : MESSAGES.oldPasswordRequired;
}

export function checkNewPassword(value: string | undefined): string | null {
  if (!value) return MESSAGES.newPasswordRequired;
  return isValidPassword(value) ? null : MESSAGES.passwordRule;
}

/** Same complexity rule as the new password, then equality with it. */
export function checkConfirmPassword(value: string | undefined, newPassword: string | undefined): string | null {
  if (!value) return MESSAGES.confirmPasswordRequired;
  if (!isValidPassword(value)) return MESSAGES.passwordRule;
  return value === newPassword ? null : MESSAGES.passwordMismatch;
}

/** An antd rule object from a check; `required` marks the field with the red asterisk. */
export function ruleOf(check: (value: string | undefined) => string | null) {
  return {
    required: true,
    validator: (_rule: unknown, value: string | undefined) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

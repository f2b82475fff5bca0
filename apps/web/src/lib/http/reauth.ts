/**
 * Signing in again without leaving the page: when a back-office call is
 * refused with "not logged in" (the staff session expired or was ended elsewhere), the
 * back-office shell asks the staff member to sign in again in a dialog, keeping the page
 * and whatever was being edited, and the refused call is sent once more. Calls refused
 * while the dialog is open wait for the same sign-in.
 */

/** Resolves true once signed in again, false when the staff member gives up. */
export type ReauthHandler = () => Promise<boolean>;

let handler: ReauthHandler | null = null;
let pending: Promise<boolean> | null = null;

/** The shell registers its dialog here (null when it goes away). */
export function setReauthHandler(next: ReauthHandler | null): void {
  handler = next;
}

export function canReauthenticate(): boolean {
  return handler !== null;
}

/** One dialog for every refused call: they all wait for the same answer. */
export function reauthenticate(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  pending ??= handler()
    .catch(() => false)
    .finally(() => {
      pending = null;
    });
  return pending;
}

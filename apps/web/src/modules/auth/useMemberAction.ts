import { useCallback } from 'react';
import { useSessionStore } from '../../stores/session.ts';
import { useAuthDialogs } from './components/authDialogStore.ts';

/**
 * Member-only actions on public pages (thumbs-up, follow, complaint, publish): a tourist
 * gets the login dialog instead (docs/decisions/0017-web-routing-rules.md: actions ask for login where they happen).
 * Returns a wrapper that runs `action` only for a logged-in member.
 */
export function useMemberAction(): <A extends unknown[]>(action: (...args: A) => void) => (...args: A) => void {
  const loginStatus = useSessionStore((state) => state.loginStatus);
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (!loginStatus) {
          useAuthDialogs.getState().openLogin();
          return;
        }
        action(...args);
      },
    [loginStatus],
  );
}

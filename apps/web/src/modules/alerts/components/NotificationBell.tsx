import { lazy, Suspense } from 'react';
import { useAuthDialogs } from '../../auth/components/authDialogStore.ts';
import { useSessionStore } from '../../../stores/session.ts';
import './alerts.css';
import { BellIcon } from './BellIcon.tsx';

// The member's bell (count, list) is a chunk of its own: a tourist's first visit carries only this button.
const MemberBell = lazy(() => import('./MemberBell.tsx').then((m) => ({ default: m.MemberBell })));

/** The portal header's bell: for a member the unread count and the notification list; a tourist is asked to log in. */
export function NotificationBell() {
  const member = useSessionStore((s) => s.loginStatus);
  const tourist = (
    <button type="button" className="coal-bell" aria-label="通知" disabled={member} onClick={() => useAuthDialogs.getState().openLogin()}>
      <BellIcon />
    </button>
  );
  if (!member) return tourist;
  return (
    <Suspense fallback={tourist}>
      <MemberBell />
    </Suspense>
  );
}

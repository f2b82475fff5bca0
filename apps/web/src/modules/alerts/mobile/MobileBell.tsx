import { lazy, Suspense } from 'react';
import { notifier } from '../../../lib/http/notifier.ts';
import { useSessionStore } from '../../../stores/session.ts';
import '../components/alerts.css';
import { BellIcon } from '../components/BellIcon.tsx';

const MobileMemberBell = lazy(() => import('./MobileMemberBell.tsx').then((m) => ({ default: m.MobileMemberBell })));

/** The mobile nav bar's bell: a member's count and list (own chunk); a tourist is told to log in. */
export function MobileBell() {
  const member = useSessionStore((s) => s.loginStatus);
  const tourist = (
    <button type="button" className="coal-bell" aria-label="通知" disabled={member} onClick={() => notifier.info('请登录后查看通知')}>
      <BellIcon />
    </button>
  );
  if (!member) return tourist;
  return (
    <Suspense fallback={tourist}>
      <MobileMemberBell />
    </Suspense>
  );
}

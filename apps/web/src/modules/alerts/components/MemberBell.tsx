import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useUnreadCount } from '../hooks/useUnread.ts';
import { UnreadBadge } from './UnreadBadge.tsx';
import { BellIcon } from './BellIcon.tsx';

const NotificationDrawer = lazy(() => import('./NotificationDrawer.tsx').then((m) => ({ default: m.NotificationDrawer })));

/**
 * A member's bell: the unread count; a click opens the notification list — the portal's
 * drawer unless another list is given (the mobile sheet).
 */
export function MemberBell({ List = NotificationDrawer }: { List?: ComponentType<{ onClose: () => void }> }) {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const count = unread.data ?? 0;
  return (
    <>
      <button type="button" className="coal-bell" aria-label={count ? `通知（${count}条未读）` : '通知'} onClick={() => setOpen(true)}>
        <BellIcon />
        <UnreadBadge count={count} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <List onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

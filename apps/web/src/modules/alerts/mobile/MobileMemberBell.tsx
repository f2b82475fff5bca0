import { lazy } from 'react';
import { MemberBell } from '../components/MemberBell.tsx';

const MobileNotifications = lazy(() => import('./MobileNotifications.tsx').then((m) => ({ default: m.MobileNotifications })));

/** The member's bell on mobile: the portal's bell, opening the mobile notification sheet. */
export function MobileMemberBell() {
  return <MemberBell List={MobileNotifications} />;
}

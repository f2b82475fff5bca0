import { useEffect } from 'react';
import { AuthDialogs } from '../../modules/auth/components/AuthDialogs.tsx';
import { startAccessTokenRefresh } from '../../modules/auth/session.ts';
import { PortalDialogs } from '../../modules/publish/components/PortalDialogs.tsx';
import { useSessionStore } from '../../stores/session.ts';
import { PortalOutlet } from '../guard/PortalOutlet.tsx';
import { PortalFooter } from './portal/PortalFooter.tsx';
import { PortalHeader } from './portal/PortalHeader.tsx';
import { PortalNav } from './portal/PortalNav.tsx';

/**
 * Shell of /portal and /portalCopy: brand header with the account menu, section bar, page,
 * footer with the external systems. Members get their unified-auth tickets refreshed
 * while a portal page is open (startAccessTokenRefresh decides who qualifies).
 */
export function PortalLayout() {
  const loginStatus = useSessionStore((state) => state.loginStatus);
  useEffect(() => (loginStatus ? startAccessTokenRefresh() : undefined), [loginStatus]);

  return (
    <div className="coal-portal">
      <header>
        <PortalHeader />
        <PortalNav />
      </header>
      <main className="coal-portal__main">
        <div className="coal-portal__inner">
          <PortalOutlet />
        </div>
      </main>
      <PortalFooter />
      <AuthDialogs />
      <PortalDialogs />
    </div>
  );
}

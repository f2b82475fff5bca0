import { useEffect } from 'react';
import { AuthDialogs } from '../../modules/auth/components/AuthDialogs.tsx';
import { startAccessTokenRefresh } from '../../modules/auth/session.ts';
import { PortalDialogs } from '../../modules/publish/components/PortalDialogs.tsx';
import { useSessionStore } from '../../stores/session.ts';
import { PortalOutlet } from '../guard/PortalOutlet.tsx';
import { PortalFooter } from './portal/PortalFooter.tsx';
import { PortalHeader } from './portal/PortalHeader.tsx';
import { PortalNav } from './portal/PortalNav.tsx';
import { PORTAL_MAIN_ID, SkipLink } from './portal/SkipLink.tsx';

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
      <SkipLink />
      <header>
        <PortalHeader />
        <PortalNav />
      </header>
      {/* tabIndex -1: the skip link can focus it; Tab still starts from there into the page. */}
      <main id={PORTAL_MAIN_ID} className="coal-portal__main" tabIndex={-1}>
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

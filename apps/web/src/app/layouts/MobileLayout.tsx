import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { MobileNavBar } from '../../modules/mobile-shell/MobileNavBar.tsx';
import { MobileTabBar } from '../../modules/mobile-shell/MobileTabBar.tsx';
import { plugMobileNotifier } from '../providers/notifiers.ts';
import { useRouteMeta } from '../useRouteMeta.ts';

/**
 * Phone-sized shell of /mobile (antd-mobile): NavBar with the page title, the page, the
 * TabBar. Messages show as Toasts here. The simulated login runs in the navigation guard.
 */
export function MobileLayout() {
  const meta = useRouteMeta();
  useEffect(() => plugMobileNotifier(), []);
  return (
    <div className="coal-mobile">
      <MobileNavBar title={meta?.title ?? ''} />
      <main className="coal-mobile__content">
        <Outlet />
      </main>
      <MobileTabBar />
    </div>
  );
}

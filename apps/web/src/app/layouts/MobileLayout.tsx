import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { MobileNavBar } from '../../modules/mobile-shell/MobileNavBar.tsx';
import { MobileTabBar } from '../../modules/mobile-shell/MobileTabBar.tsx';
import { installAntdMobileRender } from '../providers/antdMobileReact19.ts';
import { plugAreaNotifier } from '../providers/notifiers.ts';
import { toastNotifier } from '../providers/toastNotifier.ts';
import { useRouteMeta } from '../useRouteMeta.ts';

// antd-mobile's Toast and Dialog need React 19's createRoot; installed with the mobile shell,
// the only part of the app that uses antd-mobile.
installAntdMobileRender();

/**
 * Phone-sized shell of /mobile (antd-mobile): NavBar with the page title, the page, the
 * TabBar. Messages show as Toasts here. The simulated login runs in the navigation guard.
 */
export function MobileLayout() {
  const meta = useRouteMeta();
  useEffect(() => plugAreaNotifier(toastNotifier), []);
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

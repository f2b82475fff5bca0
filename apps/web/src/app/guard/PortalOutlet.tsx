import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSessionStore } from '../../stores/session.ts';
import { useRouteMeta } from '../useRouteMeta.ts';

// Only tourists on a members-only page see it: its antd Result is not part of every page.
const LoginRequired = lazy(() => import('./LoginRequired.tsx').then((m) => ({ default: m.LoginRequired })));

/**
 * The portal layout's outlet: pages marked requiresLogin (个人中心) ask a tourist to log
 * in instead of rendering. Part of the guard so that access rules live in one folder.
 */
export function PortalOutlet() {
  const meta = useRouteMeta();
  const loginStatus = useSessionStore((state) => state.loginStatus);
  if (meta?.requiresLogin && !loginStatus) {
    return (
      <Suspense fallback={null}>
        <LoginRequired />
      </Suspense>
    );
  }
  return <Outlet />;
}

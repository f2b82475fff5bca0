import { Outlet } from 'react-router';
import { useSessionStore } from '../../stores/session.ts';
import { useRouteMeta } from '../useRouteMeta.ts';
import { LoginRequired } from './LoginRequired.tsx';

/**
 * The portal layout's outlet: pages marked requiresLogin (个人中心) ask a tourist to log
 * in instead of rendering. Part of the guard so that access rules live in one folder.
 */
export function PortalOutlet() {
  const meta = useRouteMeta();
  const loginStatus = useSessionStore((state) => state.loginStatus);
  if (meta?.requiresLogin && !loginStatus) return <LoginRequired />;
  return <Outlet />;
}

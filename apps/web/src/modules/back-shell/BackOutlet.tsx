import { useRouteMeta } from '../../app/useRouteMeta.ts';
import { useAppStore } from '../../stores/app.ts';
import { Forbidden } from './Forbidden.tsx';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { canAccess, firstPermittedPath } from './menu.ts';

export interface BackOutletProps {
  permissions: readonly string[];
}

/**
 * The page area: 403 for pages outside the staff member's permissions, else the page (kept
 * alive when its route says so).
 */
export function BackOutlet({ permissions }: BackOutletProps) {
  const meta = useRouteMeta();
  const tabs = useAppStore((state) => state.tabs);
  const refused = !canAccess(meta?.permission, permissions);
  return <KeepAliveOutlet openKeys={tabs.map((tab) => tab.key)} replacement={refused ? <Forbidden homePath={firstPermittedPath(permissions)} /> : undefined} />;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRouteMeta, useRouteName } from '../../app/useRouteMeta.ts';
import { useAppStore } from '../../stores/app.ts';
import { canAccess } from './menu.ts';

/**
 * Opens a tab for every back-office page visited (the router key is the pathname; an
 * already open key changes nothing, spec §4) and marks the active menu entry. A page the
 * staff member may not open gets no tab.
 */
export function useTabSync(permissions: readonly string[]): void {
  const { pathname, search } = useLocation();
  const meta = useRouteMeta();
  const name = useRouteName();

  useEffect(() => {
    if (!meta || name === 'BackHome' || !canAccess(meta.permission, permissions)) return;
    const app = useAppStore.getState();
    app.addTab({ key: pathname, title: meta.title, path: `${pathname}${search}` });
    app.setActiveMenu(pathname);
  }, [meta, name, pathname, search, permissions]);
}

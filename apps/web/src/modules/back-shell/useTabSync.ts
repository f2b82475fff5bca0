import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRouteMeta, useRouteName } from '../../app/useRouteMeta.ts';
import { useAppStore } from '../../stores/app.ts';
import { canAccess } from './menu.ts';
import { tabKeyOf, tabTitleOf } from './tabKey.ts';

/**
 * Opens a tab for every back-office page visited (its key: `tabKeyOf`, the full location
 * of a detail page; an already open key only remembers the latest query, spec §4) and
 * marks the active menu entry. A page the staff member may not open gets no tab.
 */
export function useTabSync(permissions: readonly string[]): void {
  const { pathname, search } = useLocation();
  const meta = useRouteMeta();
  const name = useRouteName();

  useEffect(() => {
    if (!meta || name === 'BackHome' || !canAccess(meta.permission, permissions)) return;
    const app = useAppStore.getState();
    const key = tabKeyOf(pathname, search);
    app.addTab({ key, title: tabTitleOf(meta.title, search), path: `${pathname}${search}` });
    app.setTabPath(key, `${pathname}${search}`);
    app.setActiveMenu(pathname);
  }, [meta, name, pathname, search, permissions]);
}

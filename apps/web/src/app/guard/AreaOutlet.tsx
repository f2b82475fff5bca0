import { useState } from 'react';
import { Outlet } from 'react-router';
import { lazyPage } from '../lazy-page.tsx';
import type { PageLoader, RouteMeta } from '../route-types.ts';

const loadAntdOutlet: PageLoader = () => import('../providers/AntdOutlet.tsx').then((m) => m.AntdOutlet);
const LazyAntdOutlet = lazyPage(loadAntdOutlet);

/** Whether the page of `meta` is an antd one (every area but mobile). */
export const usesAntd = (meta: RouteMeta): boolean => meta.area !== 'mobile';

/** Starts downloading antd's providers (main.tsx calls it before the first render). */
export function preloadAntd(): void {
  loadAntdOutlet().catch(() => undefined);
}

/**
 * The guard's outlet: antd's providers around antd pages (downloaded with the first one),
 * a bare outlet for the mobile area, which uses antd-mobile only. A redirect-only route has
 * no meta and keeps the previous choice, so a redirect does not remount the area's shell.
 */
export function AreaOutlet({ meta }: { meta: RouteMeta | undefined }) {
  const [antd, setAntd] = useState(false);
  const wanted = meta ? usesAntd(meta) : antd;
  if (wanted !== antd) setAntd(wanted);
  return wanted ? <LazyAntdOutlet /> : <Outlet />;
}

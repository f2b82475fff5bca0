import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { getConfig } from '../lib/runtime-config.ts';
import { ensurePortalUser, leavesForMobile } from './guard/areaEffects.ts';
import { preloadAntd, usesAntd } from './guard/AreaOutlet.tsx';
import { NavigationGuard } from './guard/NavigationGuard.tsx';
import { lazyPage } from './lazy-page.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import type { AppRoute, RouteHandle } from './route-types.ts';
import { APP_ROUTES } from './routes.tsx';

/** One route of the table → a react-router object (meta travels in `handle`). */
export function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, meta: route.meta };
  let element: ReactNode = undefined;
  const load = route.page ?? route.layout;
  if (route.redirect) {
    element = <Navigate to={route.redirect} replace />;
  } else if (load) {
    const Lazy = lazyPage(load);
    element = <Lazy />;
    handle.preload = Lazy.preload;
  }
  if (route.index) return { index: true, element, handle };
  return { path: route.path, element, handle, children: route.children?.map(toRouteObject) };
}

/** The whole tree: the guard at the root, the table below it. */
export function buildRouteObjects(routes: AppRoute[] = APP_ROUTES): RouteObject[] {
  return [
    {
      path: '/',
      element: <NavigationGuard />,
      errorElement: <RouteErrorPage />,
      children: routes.map(toRouteObject),
    },
  ];
}

/** react-router's basename is the base path without its trailing slash. */
export function routerBasename(basePath: string = getConfig().basePath): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Starts downloading, in parallel, every chunk the matched routes render (area layout, page,
 * antd's providers for antd areas), instead of one after the other as each lazy part renders.
 * Settles when the layout and page have come (or failed: their lazy components show it).
 */
export function preloadMatches(matches: ReadonlyArray<{ route: RouteObject }>): Promise<void> {
  let meta: RouteHandle['meta'];
  const loads: Array<Promise<void>> = [];
  for (const { route } of matches) {
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.preload) loads.push(handle.preload());
    meta = handle?.meta ?? meta;
  }
  if (meta && usesAntd(meta)) preloadAntd();
  // The portal shows nothing until its user is loaded (NavigationGuard): asked beside the
  // chunks instead of after them, one round trip less before the first page (its effect
  // asks again and gets the same load).
  if (meta?.area === 'portal' && !leavesForMobile()) void ensurePortalUser();
  return Promise.all(loads).then(() => undefined);
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(), { basename: routerBasename() });
}

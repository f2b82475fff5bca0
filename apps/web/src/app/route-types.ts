import type { ComponentType } from 'react';
import type { Permission } from '@coal/contracts';

/** Which area a route belongs to: decides the guard's behaviour (spec §2). */
export type Area = 'portal' | 'back' | 'mobile' | 'screen' | 'public';

/** Route meta of spec §2 / DESIGN §4, read by the guard, the menu and the tab bar. */
export interface RouteMeta {
  /** Chinese page title (document title and tab label). */
  title: string;
  area: Area;
  hideInMenu?: boolean;
  /** Only ContentCheck is kept alive (spec §2). */
  keepAlive?: boolean;
  requiresLogin?: boolean;
  /** Back-office permission the staff member needs (from BACK_PAGES). */
  permission?: Permission;
}

/** Loads a page component; the page modules use named exports. */
export type PageLoader = () => Promise<ComponentType>;

/** One entry of the route table (data, converted to react-router objects by the router). */
export interface AppRoute {
  /** Route name of spec §2 (e.g. 'Home', 'notice/detail'); absent for pure redirects. */
  name?: string;
  path?: string;
  index?: boolean;
  /** Redirect target (absolute, inside the base path). */
  redirect?: string;
  meta?: RouteMeta;
  /** Lazy page of this route. */
  page?: PageLoader;
  /** Lazy layout wrapping the children: each area's shell downloads with that area only. */
  layout?: PageLoader;
  children?: AppRoute[];
}

/** What react-router's `handle` carries for each route, read through useMatches(). */
export interface RouteHandle {
  name?: string;
  meta?: RouteMeta;
  /** Loads the route's page or layout chunk ahead of its render (see preloadMatches); never rejects. */
  preload?: () => Promise<void>;
}

import type { ComponentType } from 'react';
import type { RouteMeta } from '@coal/contracts/app-routes';

export type { RouteMeta } from '@coal/contracts/app-routes';

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

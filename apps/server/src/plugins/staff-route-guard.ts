import type { Permission } from '@coal/contracts';

/**
 * The `permission` of a staff route that acts on the caller's own account only (who am I, log
 * out, change my password): any logged-in staff member may call it. Saying so by name is the
 * only way to have a staff route without a permission code.
 */
export const OWN_ACCOUNT = 'none-own-account';
export type RoutePermission = Permission | typeof OWN_ACCOUNT;

/**
 * Refuses, at boot, a staff route that names no permission: it would be open to every staff
 * member, which is never what a back-office call means by accident.
 */
export function assertStaffRouteGuarded(route: { method: string | string[]; url: string; config?: { auth?: string; permission?: RoutePermission } }): void {
  if (route.config?.auth !== 'staff' || route.config.permission) return;
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(
    `Staff route ${methods} ${route.url} declares no permission: add config.permission (PERMISSIONS.x, or '${OWN_ACCOUNT}' for a call on the caller's own account)`,
  );
}

/** The permission a staff request must hold; undefined when the route needs none. */
export function requiredPermission(route: { permission?: RoutePermission }): Permission | undefined {
  if (!route.permission || route.permission === OWN_ACCOUNT) return undefined;
  return route.permission;
}

/**
 * The route options of a back-office call: a staff session holding `permission`. `action`
 * names the write in the operation log (reads leave it out); `extra` adds other route config.
 */
export function staffRoute(permission: RoutePermission, action?: string, extra?: { longRunning?: boolean; alsoPermitted?: Permission[] }) {
  return { config: { auth: 'staff' as const, permission, ...(action ? { action } : {}), ...extra } };
}

/**
 * The one permission check of the back office's buttons and links: an
 * action is shown only to those who may do it. Pages are mapped to permissions by
 * BACK_PAGES, so a link is judged by the page it leads to; the server guards the same.
 */
import { BACK_PAGES } from '@coal/contracts';
import { useCallback, useMemo } from 'react';
import { useStaffStore } from '../../stores/staff.ts';

const PAGE_PERMISSION = new Map(BACK_PAGES.map((page) => [page.name, page.permission]));

/** The permission of the back-office page a location leads to (`/back/Name?…`); undefined for none. */
export function pagePermission(to: string): string | undefined {
  const path = to.split(/[?#]/)[0] ?? '';
  const name = path.split('/').filter(Boolean).at(-1) ?? '';
  return PAGE_PERMISSION.get(name);
}

/** Whether `permissions` allow `permission` (none needed: yes). */
export function can(permission: string | undefined, permissions: readonly string[]): boolean {
  return !permission || permissions.includes(permission);
}

/** Whether `permissions` may open the back-office page `to` leads to. */
export function canOpen(to: string, permissions: readonly string[]): boolean {
  return can(pagePermission(to), permissions);
}

export interface Can {
  /** May the signed-in staff member do what `permission` allows? */
  (permission: string | undefined): boolean;
  /** May they open the page `to` leads to? */
  open: (to: string) => boolean;
}

const NONE: readonly string[] = [];

/** `can` bound to the signed-in staff member's permissions. */
export function useCan(): Can {
  const permissions = useStaffStore((state) => state.profile?.permissions ?? NONE);
  const check = useCallback((permission: string | undefined) => can(permission, permissions), [permissions]);
  return useMemo(() => Object.assign(check, { open: (to: string) => canOpen(to, permissions) }), [check, permissions]);
}

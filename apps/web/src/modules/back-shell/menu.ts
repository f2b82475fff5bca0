import { BACK_PAGES, type BackPage } from '@coal/contracts';
import { can } from './can.ts';

export interface BackMenuItem {
  name: string;
  title: string;
  /** Router path (inside the basename). */
  path: string;
}

export interface BackMenuGroup {
  title: string;
  items: BackMenuItem[];
}

export const backPath = (name: string): string => `/back/${name}`;

/** Whether a staff member holding `permissions` may open a page needing `permission` (the one `can`). */
export const canAccess = can;

/**
 * The sidebar of the back office: BACK_PAGES in their order, hidden pages (hideInMenu or
 * no group) left out, pages the staff lacks the permission for left out, grouped by
 * `group` in order of first appearance; empty groups vanish.
 */
export function buildBackMenu(permissions: readonly string[], pages: readonly BackPage[] = BACK_PAGES): BackMenuGroup[] {
  const groups: BackMenuGroup[] = [];
  for (const page of pages) {
    if (page.hideInMenu || !page.group || !canAccess(page.permission, permissions)) continue;
    let group = groups.find((g) => g.title === page.group);
    if (!group) {
      group = { title: page.group, items: [] };
      groups.push(group);
    }
    group.items.push({ name: page.name, title: page.title, path: backPath(page.name) });
  }
  return groups;
}

/** Where a staff member lands: the first menu page they may see, or null when none. */
export function firstPermittedPath(permissions: readonly string[], pages: readonly BackPage[] = BACK_PAGES): string | null {
  return buildBackMenu(permissions, pages)[0]?.items[0]?.path ?? null;
}

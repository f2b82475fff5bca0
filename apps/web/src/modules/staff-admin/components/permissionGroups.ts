import { BACK_PAGES, PERMISSION_LABELS, type Permission } from '@coal/contracts';

export interface PermissionGroup {
  title: string;
  permissions: { value: Permission; label: string; pages: string }[];
}

/**
 * The role editor's checkboxes: each permission under the menu group of the first page it
 * opens, with the pages it opens as a hint, in BACK_PAGES order.
 */
export function permissionGroups(): PermissionGroup[] {
  const groups: PermissionGroup[] = [];
  const seen = new Set<string>();
  for (const page of BACK_PAGES) {
    if (!page.group || seen.has(page.permission)) continue;
    seen.add(page.permission);
    let group = groups.find((g) => g.title === page.group);
    if (!group) groups.push((group = { title: page.group, permissions: [] }));
    const pages = BACK_PAGES.filter((p) => p.permission === page.permission && p.group).map((p) => p.title);
    group.permissions.push({ value: page.permission, label: PERMISSION_LABELS[page.permission], pages: pages.join('、') });
  }
  return groups;
}

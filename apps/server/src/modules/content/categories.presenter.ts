import type { CategoryNode, ContentTypeItem } from '@coal/contracts';
import type { CategoryRow } from './categories.repository.ts';

export function presentContentType(row: CategoryRow): ContentTypeItem {
  return { id: row.id, name: row.name, code: row.code, parentId: row.parentId, sortOrder: row.sortOrder, allowMemberPost: row.allowMemberPost };
}

/** The categories as a tree (rows already in display order). */
export function presentCategoryTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) nodes.set(r.id, { ...presentContentType(r), enabled: r.enabled, children: [] });
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

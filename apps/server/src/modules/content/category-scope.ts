import { CATEGORY_CODES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { listCategories, subtreeIds } from './categories.repository.ts';

export interface Scope {
  /** A category chosen by the caller (its whole subtree). */
  categoryId?: number;
  /** Limit to the subtree of this well-known code (e.g. notices). */
  rootCode?: string;
  /** Leave out the subtree of this well-known code (市场资讯: everything but notices). */
  excludeRootCode?: string;
  /** Limit to the categories members may post into (member dynamics). */
  memberPostable?: boolean;
}

/**
 * The enabled category ids a portal list may show, or undefined for "every category".
 * Disabled categories (and everything below them) never show on the portal.
 */
export async function categoryScope(db: Database, scope: Scope): Promise<number[]> {
  const all = await listCategories(db);
  const byId = new Map(all.map((c) => [c.id, c]));
  const reachable = (id: number): boolean => {
    for (let c = byId.get(id), steps = 0; c && steps <= all.length; c = c.parentId ? byId.get(c.parentId) : undefined, steps++) {
      if (!c.enabled) return false;
      if (!c.parentId) return true;
    }
    return false;
  };
  let ids = all.filter((c) => reachable(c.id)).map((c) => c.id);
  if (scope.rootCode) {
    const root = all.find((c) => c.code === scope.rootCode);
    const below = new Set(root ? subtreeIds(all, root.id) : []);
    ids = ids.filter((id) => below.has(id));
  }
  if (scope.excludeRootCode) {
    const root = all.find((c) => c.code === scope.excludeRootCode);
    const below = new Set(root ? subtreeIds(all, root.id) : []);
    ids = ids.filter((id) => !below.has(id));
  }
  if (scope.memberPostable) {
    const postable = new Set(all.filter((c) => c.allowMemberPost || c.code === CATEGORY_CODES.memberPost).map((c) => c.id));
    ids = ids.filter((id) => postable.has(id));
  }
  if (scope.categoryId) {
    const below = new Set(subtreeIds(all, scope.categoryId));
    ids = ids.filter((id) => below.has(id));
  }
  return ids;
}

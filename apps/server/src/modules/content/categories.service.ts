import type { Database } from '../../db/client.ts';
import { notFound, refused } from '../../lib/errors.ts';
import { isUniqueViolation } from './actors.ts';
import {
  type CategoryRow,
  countArticlesIn,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  type NewCategory,
  updateCategory,
} from './categories.repository.ts';

export interface CategoryInput extends NewCategory {
  id?: number;
}

/** Creates or updates a content type; the parent must exist and not lie below it. */
export async function saveCategory(db: Database, input: CategoryInput): Promise<CategoryRow> {
  const { id, ...values } = input;
  values.parentId ??= null;
  if (values.parentId) {
    const all = await listCategories(db);
    if (!all.some((c) => c.id === values.parentId)) throw refused('上级类型不存在', 1201);
    // Walking up from the new parent must never reach the category itself.
    for (let p: number | null = values.parentId, steps = 0; p !== null && steps <= all.length; steps++) {
      if (p === id) throw refused('上级类型不能是自身或其下级', 1202);
      p = all.find((c) => c.id === p)?.parentId ?? null;
    }
  }
  try {
    if (!id) return await insertCategory(db, values);
    const row = await updateCategory(db, id, values);
    if (!row) throw notFound('内容类型不存在');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('类型编码已存在', 1203);
    throw error;
  }
}

/** Deletes an empty content type (no articles, no sub-types). */
export async function removeCategory(db: Database, id: number): Promise<CategoryRow> {
  const row = await findCategory(db, id);
  if (!row) throw notFound('内容类型不存在');
  const all = await listCategories(db);
  if (all.some((c) => c.parentId === id)) throw refused('请先删除该类型的下级类型', 1204);
  if ((await countArticlesIn(db, id)) > 0) throw refused('该类型下还有内容，不能删除（可停用）', 1205);
  await deleteCategory(db, id);
  return row;
}

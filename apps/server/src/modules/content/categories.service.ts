import { ERRORS } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { notFound, refusedWith } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
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
    if (!all.some((c) => c.id === values.parentId)) throw refusedWith(ERRORS.parentMissing);
    // Walking up from the new parent must never reach the category itself.
    for (let p: number | null = values.parentId, steps = 0; p !== null && steps <= all.length; steps++) {
      if (p === id) throw refusedWith(ERRORS.parentCycle);
      p = all.find((c) => c.id === p)?.parentId ?? null;
    }
  }
  try {
    if (!id) return await db.transaction((tx) => insertCategory(tx, values)); // with its idempotency receipt
    const row = await updateCategory(db, id, values);
    if (!row) throw notFound('内容类型不存在');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw refusedWith(ERRORS.codeTaken);
    throw error;
  }
}

/** Deletes an empty content type (no articles, no sub-types). */
export async function removeCategory(db: Database, id: number): Promise<CategoryRow> {
  const row = await findCategory(db, id);
  if (!row) throw notFound('内容类型不存在');
  const all = await listCategories(db);
  if (all.some((c) => c.parentId === id)) throw refusedWith(ERRORS.hasChildren);
  if ((await countArticlesIn(db, id)) > 0) throw refusedWith(ERRORS.hasArticles);
  await deleteCategory(db, id);
  return row;
}

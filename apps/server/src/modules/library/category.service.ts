import { ERRORS } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { notFound, refusedWith } from '../../lib/errors.ts';
import {
  type CategoryRow,
  countCategoryItems,
  deleteCategory,
  findCategory,
  findCategoryByName,
  insertCategory,
  type LibraryDomain,
  updateCategory,
} from './category.repository.ts';

export const CATEGORY_NOT_FOUND = ERRORS.categoryNotFound.message;

/** A category of the domain, or a refusal the editor can act on. */
export async function requireCategory(db: Database, domain: LibraryDomain, id: number): Promise<CategoryRow> {
  const row = await findCategory(db, domain, id);
  if (!row) throw refusedWith(ERRORS.categoryNotFound);
  return row;
}

export async function createCategory(db: Database, domain: LibraryDomain, input: { name: string; sort: number }): Promise<CategoryRow> {
  if (await findCategoryByName(db, domain, input.name)) throw refusedWith(ERRORS.categoryNameTaken);
  return db.transaction((tx) => insertCategory(tx, domain, input)); // with its idempotency receipt
}

export async function renameCategory(db: Database, domain: LibraryDomain, id: number, input: { name: string; sort: number }): Promise<CategoryRow> {
  const same = await findCategoryByName(db, domain, input.name);
  if (same && same.id !== id) throw refusedWith(ERRORS.categoryNameTaken);
  const row = await updateCategory(db, domain, id, input);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** Deletes an unused category; one still holding items is refused with their count. */
export async function removeCategory(db: Database, domain: LibraryDomain, id: number, itemLabel: string): Promise<CategoryRow> {
  const row = await findCategory(db, domain, id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  const used = await countCategoryItems(db, domain, id);
  if (used > 0) throw refusedWith(ERRORS.categoryInUse, `该分类下还有${used}条${itemLabel}，不能删除`);
  await deleteCategory(db, domain, id);
  return row;
}

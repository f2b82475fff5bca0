/** Back-office rules for index families and products (IndexProductManagement), and the public catalogue read. */
import { DEFAULT_INDEX_DECIMALS, ERRORS, type familySaveBody, type IndexFamily, PRICE_MESSAGES, type productSaveBody } from '@coal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { addDays, beijingToday } from '../../lib/dates.ts';
import { badRequest, notFound, refusedWith } from '../../lib/errors.ts';
import { isReleased } from './embargo.ts';
import { existingPeriods } from './values.repository.ts';
import { presentFamily } from './prices.presenter.ts';
import {
  deleteFamily,
  deleteProduct,
  findFamilyById,
  findFamilyByCode,
  findProductById,
  findProductIdByCode,
  insertFamily,
  insertProduct,
  listFamilies,
  listProducts,
  productUsage,
  updateFamily,
  updateProduct,
  type ProductInsert,
  type ProductRow,
} from './catalog.repository.ts';

/** Families with their index products, as the portal and the open data API list them. */
export async function familiesWithProducts(db: Database): Promise<IndexFamily[]> {
  const [families, products] = await Promise.all([listFamilies(db), listProducts(db)]);
  return families.map((f) => presentFamily(f, products));
}

/** Creates or updates a family; codes are unique. Answers its id. */
export async function saveFamily(db: Database, body: z.output<typeof familySaveBody>): Promise<number> {
  const { id, ...values } = body;
  const sameCode = await findFamilyByCode(db, values.code);
  if (sameCode && sameCode.id !== id) throw refusedWith(ERRORS.inUse, PRICE_MESSAGES.familyCodeTaken);
  if (!id) return (await db.transaction((tx) => insertFamily(tx, values))).id; // with its idempotency receipt
  if (!(await findFamilyById(db, id))) throw notFound(PRICE_MESSAGES.familyNotFound);
  await updateFamily(db, id, values);
  return id;
}

export async function removeFamily(db: Database, id: number): Promise<string> {
  const family = await findFamilyById(db, id);
  if (!family) throw notFound(PRICE_MESSAGES.familyNotFound);
  if ((await listProducts(db, { familyId: id })).length > 0) throw refusedWith(ERRORS.inUse, PRICE_MESSAGES.familyHasProducts);
  await deleteFamily(db, id);
  return family.code;
}

function productValues(body: z.output<typeof productSaveBody>, demo: boolean, decimals: number): ProductInsert {
  return {
    familyId: body.familyId,
    code: body.code,
    name: body.name,
    frequency: body.frequency,
    unit: body.unit,
    deliveryBasis: body.deliveryBasis,
    deliveryPlace: body.deliveryPlace,
    specification: {
      calorificValue: body.calorificValue ?? null,
      sulphur: body.sulphur ?? null,
      ash: body.ash ?? null,
      volatileMatter: body.volatileMatter ?? null,
      note: body.specNote,
    },
    basePeriod: body.basePeriod,
    baseValue: body.baseValue,
    decimals,
    methodology: body.methodology,
    releaseTime: body.releaseTime,
    // Only weekly indexes have a release weekday; Friday unless told.
    releaseWeekday: body.frequency === 'weekly' ? (body.releaseWeekday ?? 5) : null,
    active: body.active,
    sortOrder: body.sortOrder,
    demo,
  };
}

/**
 * What a new release schedule would change in what is public now, refused with its message:
 * releasing a value still under embargo early by one person's edit, or taking a released
 * value off the portal without a withdrawal (a released value changes only through approval).
 */
async function publicChangeOfSchedule(db: Database, current: ProductRow, next: ProductInsert, now: Date): Promise<string | null> {
  const schedule = {
    id: current.id,
    frequency: next.frequency,
    releaseWeekday: next.releaseWeekday ?? null,
    releaseTime: next.releaseTime ?? current.releaseTime,
  };
  const today = beijingToday(now);
  const periods = await existingPeriods(db, current.id, addDays(today, -RELEASE_LAG_DAYS), addDays(today, RELEASE_LAG_DAYS));
  for (const period of periods) {
    const released = isReleased(current, period, now);
    if (released !== isReleased(schedule, period, now)) return released ? PRICE_MESSAGES.hidesReleased : PRICE_MESSAGES.earlyRelease;
  }
  return null;
}
/** Longer than any period's wait for its release day (a month). */
const RELEASE_LAG_DAYS = 62;

/** Creates or updates an index product. A product keeps its demo flag; new ones are real. */
export async function saveProduct(db: Database, body: z.output<typeof productSaveBody>, now: Date): Promise<number> {
  if (!(await findFamilyById(db, body.familyId))) throw notFound(PRICE_MESSAGES.familyNotFound);
  const sameCode = await findProductIdByCode(db, body.code);
  if (sameCode !== undefined && sameCode !== body.id) throw refusedWith(ERRORS.inUse, PRICE_MESSAGES.codeTaken);
  if (!body.id) return db.transaction((tx) => insertProduct(tx, productValues(body, false, body.decimals ?? DEFAULT_INDEX_DECIMALS))); // with its idempotency receipt
  const current = await findProductById(db, body.id);
  if (!current) throw notFound(PRICE_MESSAGES.productNotFound);
  if (current.frequency !== body.frequency && (await productUsage(db, body.id)).values > 0) {
    throw refusedWith(ERRORS.inUse, '该指数已有历史数据，不能修改发布频率');
  }
  const values = productValues(body, current.demo, body.decimals ?? current.decimals);
  const publicChange = await publicChangeOfSchedule(db, current, values, now);
  if (publicChange) throw badRequest(publicChange);
  await updateProduct(db, body.id, values);
  return body.id;
}

/** Deletes a product that has no values and no chart; otherwise it should be deactivated. */
export async function removeProduct(db: Database, id: number): Promise<string> {
  const product = await findProductById(db, id);
  if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
  const usage = await productUsage(db, id);
  if (usage.values > 0) throw refusedWith(ERRORS.inUse, PRICE_MESSAGES.productHasValues);
  if (usage.charts > 0) throw refusedWith(ERRORS.inUse, PRICE_MESSAGES.productInChart);
  if (usage.records > 0) throw refusedWith(ERRORS.inUse, '该指数已有价格采集、编制方法或审批记录（须长期保存），不能删除，可停用');
  await deleteProduct(db, id);
  return product.code;
}

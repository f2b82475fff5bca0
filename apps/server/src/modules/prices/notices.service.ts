/** Pricing notices: what the public list shows and the back office's writes. */
import {
  type NoticeKind,
  type noticeListQuery,
  PROCESS_NOTICE_KINDS,
  type noticeSaveBody,
  type Page,
  PRICE_MESSAGES,
  type PricingNotice,
} from '@coal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findFamilyByCode, findFamilyById, findProductById, findProductIdByCode } from './catalog.repository.ts';
import { deleteNotice, findNotice, insertNotice, type NoticeFilter, pageNotices, updateNotice } from './notices.repository.ts';
import { presentNotice } from './prices.presenter.ts';

/** Turns public codes into the ids the repository filters on; unknown codes are a 404. */
export async function noticeFilterOf(db: Database, q: { familyCode?: string; productCode?: string; kind?: NoticeKind }): Promise<NoticeFilter> {
  const filter: NoticeFilter = { kind: q.kind };
  if (q.familyCode) {
    const family = await findFamilyByCode(db, q.familyCode);
    if (!family) throw notFound(PRICE_MESSAGES.familyNotFound);
    filter.familyId = family.id;
  }
  if (q.productCode) {
    filter.productId = await findProductIdByCode(db, q.productCode);
    if (!filter.productId) throw notFound(PRICE_MESSAGES.productNotFound);
  }
  return filter;
}

/** A page of the notices published by `now`, newest first (/api/priceIndex/notices and /comment). */
export async function listNotices(db: Database, q: z.output<typeof noticeListQuery>, now: Date): Promise<Page<PricingNotice>> {
  const filter = await noticeFilterOf(db, q);
  const { rows, total } = await pageNotices(db, { ...filter, publishedBy: now, currentPage: q.currentPage, pageSize: q.pageSize });
  return { list: rows.map(presentNotice), total, currentPage: q.currentPage, pageSize: q.pageSize };
}

/** Creates or updates a notice; answers its id. */
export async function saveNotice(db: Database, body: z.output<typeof noticeSaveBody>, staffName: string): Promise<number> {
  const { id, ...rest } = body;
  // A hand-made correction notice could announce a correction no one approved.
  if (PROCESS_NOTICE_KINDS.includes(rest.kind)) throw badRequest(PRICE_MESSAGES.processNoticeKind);
  if (rest.familyId && !(await findFamilyById(db, rest.familyId))) throw notFound(PRICE_MESSAGES.familyNotFound);
  if (rest.productId && !(await findProductById(db, rest.productId))) throw notFound(PRICE_MESSAGES.productNotFound);
  const values = { ...rest, familyId: rest.familyId ?? null, productId: rest.productId ?? null };
  if (!id) return db.transaction((tx) => insertNotice(tx, { ...values, createdBy: staffName })); // with its idempotency receipt
  const before = await findNotice(db, id);
  if (!before) throw notFound(PRICE_MESSAGES.noticeNotFound);
  if (before.fromProcess) throw badRequest(PRICE_MESSAGES.processNotice);
  await updateNotice(db, id, values);
  return id;
}

export async function removeNotice(db: Database, id: number): Promise<string> {
  const notice = await findNotice(db, id);
  if (!notice) throw notFound(PRICE_MESSAGES.noticeNotFound);
  if (notice.fromProcess) throw badRequest(PRICE_MESSAGES.processNotice);
  await deleteNotice(db, id);
  return notice.title;
}

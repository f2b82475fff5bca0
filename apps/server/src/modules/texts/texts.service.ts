import type { LibraryStatus, textSaveBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { htmlToText, sanitizeRichText } from '../../lib/sanitize-html.ts';
import { requireCategory } from '../library/category.service.ts';
import { requireStoredFile } from '../../lib/files.ts';
import {
  deleteText,
  findTextById,
  incrementTextViews,
  insertText,
  type TextInsert,
  type TextRow,
  type TextWithCategory,
  updateText,
} from './texts.repository.ts';

export type TextInput = z.output<typeof textSaveBody>;
export const TEXT_NOT_FOUND = '文本不存在或已下架';

/** Checks references (category, uploaded attachments) and sanitises the content. */
async function prepare(app: FastifyInstance, input: TextInput) {
  await requireCategory(app.db, 'text', input.categoryId);
  const attachments = [];
  for (const a of input.attachments) {
    const size = await requireStoredFile(app, 'public', a.filePath, `附件“${a.name}”的文件不存在，请重新上传`);
    attachments.push({ filePath: a.filePath, name: a.name, size });
  }
  const content = sanitizeRichText(input.content);
  return {
    categoryId: input.categoryId,
    title: input.title,
    summary: input.summary ?? htmlToText(content).slice(0, 120),
    content,
    attachments,
    status: input.status,
    sort: input.sort,
  } satisfies Partial<TextInsert>;
}

export async function createText(app: FastifyInstance, input: TextInput, actor: string): Promise<TextRow> {
  const values = await prepare(app, input);
  const row = { ...values, publishedAt: values.status === 'published' ? new Date() : null, createdBy: actor, updatedBy: actor };
  return app.db.transaction((tx) => insertText(tx, row)); // with its idempotency receipt
}

export async function editText(app: FastifyInstance, id: number, input: TextInput, actor: string): Promise<TextRow> {
  const existing = await findTextById(app.db, id);
  if (!existing) throw notFound('文本不存在');
  const values = await prepare(app, input);
  const publishedAt = values.status === 'published' ? (existing.publishedAt ?? new Date()) : null;
  return (await updateText(app.db, id, { ...values, publishedAt, updatedBy: actor }))!;
}

/** Publishes or withdraws (back to draft) a text. */
export async function setTextStatus(app: FastifyInstance, id: number, status: LibraryStatus, actor: string): Promise<TextRow> {
  const existing = await findTextById(app.db, id);
  if (!existing) throw notFound('文本不存在');
  const publishedAt = status === 'published' ? (existing.publishedAt ?? new Date()) : null;
  return (await updateText(app.db, id, { status, publishedAt, updatedBy: actor }))!;
}

export async function removeText(app: FastifyInstance, id: number): Promise<TextRow> {
  const row = await deleteText(app.db, id);
  if (!row) throw notFound('文本不存在');
  return row;
}

/** A published text for the portal; counts the view. */
export async function readPublishedText(app: FastifyInstance, id: number): Promise<TextWithCategory> {
  const row = await findTextById(app.db, id);
  if (!row || row.status !== 'published') throw notFound(TEXT_NOT_FOUND);
  await incrementTextViews(app.db, id);
  return { ...row, viewCount: row.viewCount + 1 };
}

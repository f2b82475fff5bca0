import { ERRORS, type LibraryStatus, type reportSaveBody } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound, refusedWith } from '../../lib/errors.ts';
import { requireCategory } from '../library/category.service.ts';
import { requireStoredFile } from '../../lib/files.ts';
import { countPdfPages } from '../uploads/pdf-pages.ts';
import { extractPdfText } from '../uploads/pdf-text.ts';
import { readWhole } from '../uploads/index.ts';
import { deleteReport, findReportById, insertReport, type ReportInsert, type ReportRow, type ReportWithCategory, updateReport } from './reports.repository.ts';

export type ReportInput = z.output<typeof reportSaveBody>;
export const REPORT_NOT_FOUND = '报告不存在或已下架';
const PDF_MISSING = '报告PDF文件不存在，请重新上传';

/** Page count and text (for the site search) of a newly uploaded PDF. */
async function readPdf(app: FastifyInstance, key: string): Promise<{ pageCount: number | null; bodyText: string }> {
  const pdf = await readWhole(app.fileStorage.private, key);
  if (!pdf) throw refusedWith(ERRORS.fileMissing, PDF_MISSING);
  return { pageCount: countPdfPages(pdf), bodyText: await extractPdfText(pdf) };
}

/** Checks the category and the uploaded files (PDF in the private area, cover public). */
async function prepare(app: FastifyInstance, input: ReportInput, previous?: ReportRow) {
  await requireCategory(app.db, 'report', input.categoryId);
  const fileSize = await requireStoredFile(app, 'private', input.filePath, PDF_MISSING);
  if (input.coverPath) await requireStoredFile(app, 'public', input.coverPath, '封面图片不存在，请重新上传');
  const sameFile = previous?.filePath === input.filePath;
  const read = sameFile ? { pageCount: previous.pageCount, bodyText: previous.bodyText } : await readPdf(app, input.filePath);
  const pageCount = input.pageCount ?? read.pageCount;
  return {
    categoryId: input.categoryId,
    title: input.title,
    summary: input.summary ?? '',
    author: input.author ?? '',
    institution: input.institution ?? '',
    publishDate: input.publishDate,
    coverPath: input.coverPath ?? null,
    filePath: input.filePath,
    fileSize,
    pageCount,
    bodyText: read.bodyText,
    access: input.access,
    status: input.status,
    sort: input.sort,
  } satisfies Partial<ReportInsert>;
}

export async function createReport(app: FastifyInstance, input: ReportInput, actor: string): Promise<ReportRow> {
  const row = { ...(await prepare(app, input)), createdBy: actor, updatedBy: actor };
  return app.db.transaction((tx) => insertReport(tx, row)); // with its idempotency receipt
}

export async function editReport(app: FastifyInstance, id: number, input: ReportInput, actor: string): Promise<ReportRow> {
  const existing = await findReportById(app.db, id);
  if (!existing) throw notFound('报告不存在');
  return (await updateReport(app.db, id, { ...(await prepare(app, input, existing)), updatedBy: actor }))!;
}

export async function setReportStatus(app: FastifyInstance, id: number, status: LibraryStatus, actor: string): Promise<ReportRow> {
  const row = await updateReport(app.db, id, { status, updatedBy: actor });
  if (!row) throw notFound('报告不存在');
  return row;
}

/** Deletes the report; its PDF and cover are released and swept once no row names them (uploads/releases.ts). */
export async function removeReport(app: FastifyInstance, id: number): Promise<ReportRow> {
  const row = await deleteReport(app.db, id);
  if (!row) throw notFound('报告不存在');
  return row;
}

export async function findPublishedReport(app: FastifyInstance, id: number): Promise<ReportWithCategory> {
  const row = await findReportById(app.db, id);
  if (!row || row.status !== 'published') throw notFound(REPORT_NOT_FOUND);
  return row;
}

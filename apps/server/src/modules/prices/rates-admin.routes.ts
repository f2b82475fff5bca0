/**
 * IndexProductManagement → 汇率: the CNY/USD rate series staff maintain (permission
 * index:manage): list, add, edit, delete, and a CSV/Excel import of `日期,人民币/美元` rows,
 * all rows checked first and written in one transaction.
 */
import { ERRORS, isCalendarDate, PERMISSIONS, PRICE_MESSAGES, rateDeleteBody, rateListQuery, rateSaveBody, type ExchangeRate } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorName } from '../../lib/actors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest, refusedWith } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';
import { readFilePart } from '../uploads/index.ts';
import { asUploadError } from '../uploads/upload-errors.ts';
import { deleteRate, findRate, pageRates, saveRate } from './analysis.repository.ts';
import { readUpload, type RawTable } from './import-parse.ts';

const MAX_IMPORT_ROWS = 5000;

/** Checks every row of an uploaded rate table; the first bad one refuses the file. */
export function parseRateTable(table: RawTable): Array<{ date: string; rate: number }> {
  if (table.rows.length === 0) throw refusedWith(ERRORS.rateImportInvalid, '文件中没有汇率数据');
  if (table.rows.length > MAX_IMPORT_ROWS) throw refusedWith(ERRORS.rateImportInvalid, `一次最多导入${MAX_IMPORT_ROWS}行`);
  const seen = new Set<string>();
  return table.rows.map(({ line, cells }) => {
    const date = (cells[0] ?? '').trim().replace(/\//g, '-');
    const rate = Number((cells[1] ?? '').trim());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDate(date)) throw refusedWith(ERRORS.rateImportInvalid, `第${line}行：日期格式应为YYYY-MM-DD`);
    if (!Number.isFinite(rate) || rate <= 0 || rate >= 100) throw refusedWith(ERRORS.rateImportInvalid, `第${line}行：汇率应为大于0且小于100的数字`);
    if (seen.has(date)) throw refusedWith(ERRORS.rateImportInvalid, `第${line}行：日期${date}重复`);
    seen.add(date);
    return { date, rate };
  });
}

const present = (r: { rateDate: string; cnyPerUsd: number; updatedAt: Date; updatedBy: string }): ExchangeRate => ({
  date: r.rateDate,
  cnyPerUsd: r.cnyPerUsd,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

export async function ratesAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/exchange-rates/list', staffRoute(PERMISSIONS.indexData), async (request) => {
    const q = parse(rateListQuery, request.query);
    const { rows, total } = await pageRates(app.db, q);
    return ok({ list: rows.map(present), total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  app.post('/api/admin/exchange-rates/create', staffRoute(PERMISSIONS.indexData, '新增汇率'), async (request) => {
    const { date, cnyPerUsd } = parse(rateSaveBody, request.body);
    request.auditTarget = `${date} ${cnyPerUsd}`;
    try {
      await saveRate(app.db, date, cnyPerUsd, actorName(request), false);
    } catch (error) {
      if (isUniqueViolation(error)) throw refusedWith(ERRORS.rateExists);
      throw error;
    }
    return ok(null, '保存成功');
  });

  app.post('/api/admin/exchange-rates/update', staffRoute(PERMISSIONS.indexData, '修改汇率'), async (request) => {
    const { date, cnyPerUsd } = parse(rateSaveBody, request.body);
    request.auditTarget = `${date} ${cnyPerUsd}`;
    if (!(await findRate(app.db, date))) throw refusedWith(ERRORS.rateMissing);
    await saveRate(app.db, date, cnyPerUsd, actorName(request), true);
    return ok(null, '保存成功');
  });

  app.post('/api/admin/exchange-rates/delete', staffRoute(PERMISSIONS.indexData, '删除汇率'), async (request) => {
    const { date } = parse(rateDeleteBody, request.body);
    request.auditTarget = date;
    if (!(await deleteRate(app.db, date))) throw refusedWith(ERRORS.rateMissing);
    return ok(null, '删除成功');
  });

  /** Multipart field `file`: CSV or .xlsx, header row then `日期,人民币/美元`; existing dates are overwritten. */
  app.post('/api/admin/exchange-rates/import', staffRoute(PERMISSIONS.indexData, '导入汇率'), async (request) => {
    if (!request.isMultipart()) throw badRequest(PRICE_MESSAGES.importNoFile);
    const file = await readFilePart(request, 'spreadsheet');
    const content = await file.toBuffer().catch((error: unknown) => {
      throw asUploadError(error);
    });
    request.auditTarget = file.filename.slice(0, 200);
    const rows = parseRateTable(await readUpload(content));
    const by = actorName(request);
    await app.db.transaction(async (tx) => {
      for (const r of rows) await saveRate(tx, r.date, r.rate, by, true);
    });
    return ok({ imported: rows.length }, `导入成功：共${rows.length}行`);
  });
}

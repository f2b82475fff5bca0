/**
 * IndexProductManagement: index values — list, add, correct, delete, import (validate then
 * commit, see import.service.ts) and the import template (permission index:manage). Export
 * is the public /api/priceIndex/export: its file is what the import reads back.
 */
import { ERRORS, importCommitBody, PERMISSIONS, PRICE_MESSAGES, valueDeleteBody, valueListQuery, valueSaveBody } from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffActor } from '../../../lib/actors.ts';
import { fail, ok } from '../../../lib/envelope.ts';
import { badRequest, notFound, refusedWith } from '../../../lib/errors.ts';
import { parse } from '../../../lib/validate.ts';
import { findProductById } from '../catalog.repository.ts';
import { isReleased } from '../embargo.ts';
import { seriesToCsv, sendCsv } from '../export.ts';
import { commitImport, validateImport } from './import.service.ts';
import { presentValueRow } from '../prices.presenter.ts';
import { diffSnapshots } from '../../audit/changes.ts';
import { findValue, pageValues } from '../values.repository.ts';
import { removeIndexValue } from '../values.service.ts';
import { needsConfirmation } from './assessments.routes.ts';
import { NeedsConfirmation, proposeTypedValue } from './proposals.ts';
import { staffRoute } from '../../../plugins/staff-route-guard.ts';
import { readFilePart } from '../../uploads/index.ts';
import { asUploadError } from '../../uploads/upload-errors.ts';

/** The template's example index code: clearly made up, so it matches no index. */
export const TEMPLATE_EXAMPLE_CODE = 'EXAMPLE-示例代码';
/** A correction's operation-log row keeps the value before and after. */
const VALUE_LABELS = { value: '数值' };

export async function valueAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/indexValues/list', staffRoute(PERMISSIONS.indexData), async (request) => {
    const q = parse(valueListQuery, request.query);
    const [{ rows, total }, product] = await Promise.all([pageValues(app.db, q), findProductById(app.db, q.productId)]);
    const now = app.clock.now();
    const list = rows.map((r) => presentValueRow(r, !product || isReleased(product, r.period, now)));
    return ok({ list, total, currentPage: q.currentPage, pageSize: q.pageSize });
  });

  // A typed value or a correction is a pending entry: public only once a second person approves it.
  const propose = async (request: FastifyRequest, mustExist: boolean) => {
    const body = parse(valueSaveBody, request.body);
    request.auditTarget = `${body.productId} ${body.period}`;
    const before = await findValue(app.db, body.productId, body.period);
    if (before && !mustExist) throw refusedWith(ERRORS.valueExists);
    if (!before && mustExist) throw notFound(PRICE_MESSAGES.valueNotFound);
    try {
      const { id, product } = await proposeTypedValue(app.db, staffActor(request), body, app.clock.now());
      request.auditTarget = `${product.code} ${body.period} = ${body.value}（待审批#${id}）`;
      request.auditChanges = diffSnapshots(before ? { value: before.value } : null, { value: body.value }, VALUE_LABELS);
      return ok({ id, status: 'pending' }, '已提交审批，审批通过后生效');
    } catch (error) {
      if (error instanceof NeedsConfirmation) return needsConfirmation(error);
      throw error;
    }
  };

  app.post('/api/admin/indexValues/add', staffRoute(PERMISSIONS.indexData, '新增指数数据'), async (request) => propose(request, false));

  app.post('/api/admin/indexValues/update', staffRoute(PERMISSIONS.indexData, '修改指数数据'), async (request) => propose(request, true));

  app.post('/api/admin/indexValues/delete', staffRoute(PERMISSIONS.indexData, '删除指数数据'), async (request) => {
    const body = parse(valueDeleteBody, request.body);
    request.auditTarget = `${body.productId} ${body.period}`;
    const { product, value, pendingId } = await removeIndexValue(app.db, staffActor(request), body, app.clock.now());
    request.auditChanges = diffSnapshots({ value }, null, VALUE_LABELS);
    if (pendingId === null) {
      request.auditTarget = `${product.code} ${body.period}`;
      return ok(null, '删除成功');
    }
    request.auditTarget = `${product.code} ${body.period} 撤回（待审批#${pendingId}）`;
    return ok({ id: pendingId, status: 'pending' }, PRICE_MESSAGES.withdrawalPending);
  });

  /** Import step 1: multipart field `file` (CSV or .xlsx) → per-row report (+ importId when clean). */
  app.post('/api/admin/indexValues/import/validate', staffRoute(PERMISSIONS.indexData, '校验指数导入文件'), async (request) => {
    // Files enter through the uploads module: its limits (10 MB), its 4xx messages.
    if (!request.isMultipart()) throw badRequest(PRICE_MESSAGES.importNoFile);
    const file = await readFilePart(request, 'spreadsheet');
    const content = await file.toBuffer().catch((error: unknown) => {
      throw asUploadError(error);
    });
    const fileName = file.filename.slice(0, 200);
    request.auditTarget = fileName;
    const report = await validateImport(app, request.session!.userId!, fileName, content);
    if (report.errorCount > 0) {
      const first = report.errors[0]!;
      // Refused with the whole report, so the page can list every bad line.
      return fail(
        ERRORS.importInvalid.code,
        `第${first.line}行${first.column}：${first.message}（共${report.errorCount}处错误）。${PRICE_MESSAGES.importHasErrors}`,
        report,
      );
    }
    return ok(report, `校验通过：共${report.valid}行，新增${report.inserted}行，覆盖${report.updated}行`);
  });

  /** Import step 2: writes the staged rows in one transaction. */
  app.post('/api/admin/indexValues/import/commit', staffRoute(PERMISSIONS.indexData, '导入指数数据'), async (request) => {
    const { importId } = parse(importCommitBody, request.body);
    request.auditTarget = importId;
    const report = await commitImport(app, staffActor(request), importId);
    request.auditTarget = `${report.fileName}（${report.valid}行）`;
    return ok(report, `已提交审批（批次#${report.approvalId}）：新增${report.inserted}行，覆盖${report.updated}行，审批通过后生效`);
  });

  /**
   * The import template: the export's header and one example row. The example's code is no
   * real index (importing the template unchanged is refused, never overwrites a value).
   */
  app.get('/api/admin/indexValues/template', staffRoute(PERMISSIONS.indexData), async (_request, reply) => {
    const example = {
      code: TEMPLATE_EXAMPLE_CODE,
      name: '示例：请替换为实际指数代码和数据',
      unit: 'CNY/t',
      unitName: '元/吨',
      frequency: 'daily',
      decimals: 0,
      demo: false,
    } as const;
    const csv = seriesToCsv([{ ...example, points: [{ period: '2026-01-05', value: 800 }] }]);
    return sendCsv(reply, csv, { ascii: 'price-index_import-template.csv', chinese: '指数数据导入模板.csv' });
  });
}

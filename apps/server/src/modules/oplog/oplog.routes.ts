import { oplogExportQuery, oplogListQuery, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { appendOperationLog } from '../audit/operation-log.repository.ts';
import { actorName } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { contentDisposition } from '../uploads/serve.ts';
import { chinaTime, operationLogsCsv, presentOperationLog } from './oplog.presenter.ts';
import { findOperationLogActions, findOperationLogs, findOperationLogsForExport } from './oplog.repository.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

/** Most rows one export holds; narrow the filters for more. */
export const EXPORT_LIMIT = 50_000;

const staff = staffRoute(PERMISSIONS.operationLog);

/** OperationLogManager (oplog:read): filtered list, CSV export, the actions seen. */
export async function oplogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/oplog/list', staff, async (request) => {
    const { currentPage, pageSize, ...filters } = parse(oplogListQuery, request.query);
    const page = { currentPage, pageSize };
    const { rows, total } = await findOperationLogs(app.db, filters, page);
    return ok(pageOf(rows.map(presentOperationLog), total, page));
  });

  app.get('/api/admin/oplog/actions', staff, async () => ok(await findOperationLogActions(app.db)));

  // A read, but a sensitive one: the export itself is written to the log.
  app.get('/api/admin/oplog/export', staff, async (request, reply) => {
    const filters = parse(oplogExportQuery, request.query);
    const rows = await findOperationLogsForExport(app.db, filters, EXPORT_LIMIT);
    await appendOperationLog(app.db, {
      staffId: request.session!.userId!,
      staffName: actorName(request),
      action: '导出操作日志',
      target: `${rows.length}条`,
      detail: { filters },
      ip: request.ip,
      result: 'success',
    });
    const name = `操作日志-${chinaTime(new Date()).slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', name))
      .header('cache-control', 'no-store')
      .header('x-export-rows', String(rows.length))
      .send(operationLogsCsv(rows));
  });
}

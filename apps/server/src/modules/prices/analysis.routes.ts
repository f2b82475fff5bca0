/**
 * Members' price analysis (/api/priceAnalysis/…): statistics, seasonal chart, spreads (and the
 * member's saved spreads), currency conversion, and the CSV of statistics and spreads.
 * Tourists get 401: the web shows them what each tool is and asks them to log in.
 */
import {
  currencyQuery,
  ERRORS,
  type IndexFrequency,
  MAX_SPREADS,
  type SavedSpread,
  seasonalQuery,
  spreadCreateBody,
  spreadDeleteBody,
  spreadExportQuery,
  type SpreadMode,
  spreadQuery,
  spreadRenameBody,
  statisticsExportQuery,
  statisticsQuery,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { memberActor } from '../../lib/actors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ok } from '../../lib/envelope.ts';
import { refusedWith } from '../../lib/errors.ts';
import { sendExportTable } from '../../lib/export-table.ts';
import { parse } from '../../lib/validate.ts';
import { countSpreads, deleteSpread, insertSpread, listSpreads, renameSpread, type SpreadRow } from './analysis.repository.ts';
import { getCurrency, getSeasonal, getSpread, getStatistics, spreadTable, statisticsTable } from './analysis.service.ts';
import { productsByCodes } from './series.service.ts';

const member = { config: { auth: 'member' as const, cache: 'personal' as const } };

const presentSpread = (r: SpreadRow): SavedSpread => ({
  id: r.id,
  name: r.name,
  codeA: r.codeA,
  codeB: r.codeB,
  mode: r.mode as SpreadMode,
  createdAt: r.createdAt.toISOString(),
});

export async function analysisRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/priceAnalysis/statistics', member, async (request) => ok(await getStatistics(app.db, parse(statisticsQuery, request.query), app.clock.now())));

  app.get('/api/priceAnalysis/statistics/export', member, async (request, reply) => {
    const q = parse(statisticsExportQuery, request.query);
    const [product] = await productsByCodes(app.db, [q.code]);
    const result = await getStatistics(app.db, q, app.clock.now());
    return sendExportTable(reply, statisticsTable(result, product!.frequency as IndexFrequency, product!.demo), q.format);
  });

  app.get('/api/priceAnalysis/seasonal', member, async (request) => ok(await getSeasonal(app.db, parse(seasonalQuery, request.query), app.clock.now())));

  app.get('/api/priceAnalysis/spread', member, async (request) => ok(await getSpread(app.db, parse(spreadQuery, request.query), app.clock.now())));

  app.get('/api/priceAnalysis/spread/export', member, async (request, reply) => {
    const q = parse(spreadExportQuery, request.query);
    const products = await productsByCodes(app.db, [q.codeA, q.codeB]);
    const result = await getSpread(app.db, q, app.clock.now());
    return sendExportTable(
      reply,
      spreadTable(
        result,
        products.some((p) => p.demo),
      ),
      q.format,
    );
  });

  app.get('/api/priceAnalysis/currency', member, async (request) => ok(await getCurrency(app.db, parse(currencyQuery, request.query), app.clock.now())));

  // ---- the member's saved spreads: only ever their own -------------------------------------
  app.get('/api/priceAnalysis/spreads/list', member, async (request) => {
    const me = await memberActor(request);
    return ok((await listSpreads(app.db, me.id)).map(presentSpread));
  });

  app.post('/api/priceAnalysis/spreads/create', member, async (request) => {
    const body = parse(spreadCreateBody, request.body);
    const me = await memberActor(request);
    await productsByCodes(app.db, [body.codeA, body.codeB]);
    if ((await countSpreads(app.db, me.id)) >= MAX_SPREADS) throw refusedWith(ERRORS.spreadLimit);
    try {
      const row = await insertSpread(app.db, { memberId: me.id, ...body });
      return ok(presentSpread(row), '保存成功');
    } catch (error) {
      if (isUniqueViolation(error)) throw refusedWith(ERRORS.spreadNameTaken);
      throw error;
    }
  });

  app.post('/api/priceAnalysis/spreads/update', member, async (request) => {
    const { id, name } = parse(spreadRenameBody, request.body);
    const me = await memberActor(request);
    try {
      if (!(await renameSpread(app.db, me.id, id, name))) throw refusedWith(ERRORS.spreadMissing);
    } catch (error) {
      if (isUniqueViolation(error)) throw refusedWith(ERRORS.spreadNameTaken);
      throw error;
    }
    return ok(null, '重命名成功');
  });

  app.post('/api/priceAnalysis/spreads/delete', member, async (request) => {
    const { id } = parse(spreadDeleteBody, request.body);
    const me = await memberActor(request);
    if (!(await deleteSpread(app.db, me.id, id))) throw refusedWith(ERRORS.spreadMissing);
    return ok(null, '删除成功');
  });
}

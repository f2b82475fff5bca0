import { ERRORS, type ExpertType, expertTypeDeleteQuery, expertTypeQuery, expertTypeSaveBody, PERMISSIONS } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound, refusedWith } from '../../lib/errors.ts';
import { cachedAnswer, publicRead } from '../../lib/public-answer.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { appendOperationLog } from '../audit/operation-log.repository.ts';
import { staffActor } from '../../lib/actors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { describeTarget } from '../../lib/actors.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { deleteExpertType, type ExpertTypeRow, saveExpertType, selectExpertTypes } from './expert-types.repository.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const present = (r: ExpertTypeRow): ExpertType => ({ id: r.id, name: r.name, description: r.description, sortOrder: r.sortOrder, expertCount: r.expertCount });

/** Expert types (spec §7 "Expert types"); the writes are back-office calls (expert:manage). */
/** The fields an edit's operation-log row compares, as staff call them. */
const EXPERT_TYPE_LABELS = { name: '名称', description: '说明', sortOrder: '排序' };

export async function expertTypeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/expertType/selectAllByModel', publicRead, async (request, reply) => {
    const example = parseQuery(expertTypeQuery, request);
    return cachedAnswer(reply, app.contentCache, 'expert-types', example, async () => (await selectExpertTypes(app.db, example)).map(present));
  });

  app.post('/api/expertType/saveExpertType', staffRoute(PERMISSIONS.experts, '保存专家类型'), async (request) => {
    const body = parse(expertTypeSaveBody, request.body);
    request.auditTarget = body.name;
    const [before] = body.id ? await selectExpertTypes(app.db, { id: body.id }) : [];
    try {
      const row = await saveExpertType(app.db, body);
      if (!row) throw notFound('专家类型不存在');
      request.auditTarget = describeTarget(row.id, row.name);
      if (before) request.auditChanges = diffSnapshots(before, row, EXPERT_TYPE_LABELS);
      return ok(present({ ...row, expertCount: 0 }), '保存成功');
    } catch (error) {
      if (isUniqueViolation(error)) throw refusedWith(ERRORS.nameTaken);
      throw error;
    }
  });

  // A GET write (the spec's call): audited here, since the audit plugin logs non-GET calls.
  app.get('/api/expertType/deleteById', staffRoute(PERMISSIONS.experts, '删除专家类型'), async (request) => {
    const { id } = parse(expertTypeDeleteQuery, request.query);
    // A type still given to experts is kept: deleting it would silently strip their type.
    const [inUse] = await selectExpertTypes(app.db, { id });
    const row = inUse && inUse.expertCount === 0 ? await deleteExpertType(app.db, id) : undefined;
    const actor = staffActor(request);
    await appendOperationLog(app.db, {
      staffId: actor.id,
      staffName: actor.name,
      action: '删除专家类型',
      target: inUse ? describeTarget(inUse.id, inUse.name) : `#${id}`,
      ip: request.ip,
      result: row ? 'success' : 'failure',
    });
    if (!inUse) throw notFound('专家类型不存在');
    if (!row) throw refusedWith(ERRORS.typeInUse, `该类型下还有${inUse.expertCount}位专家，不能删除`);
    await app.contentCache.invalidate(); // a GET write: the write hooks do not see it
    return ok(null, '删除成功');
  });
}

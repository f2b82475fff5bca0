import { contentIdBody, keywordUrlListQuery, keywordUrlSaveBody, PERMISSIONS, type AdminKeywordUrl, type KeywordUrl } from '@coal/contracts';
import { sessionRead } from '../../lib/public-answer.ts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { describeTarget } from '../../lib/actors.ts';
import { pageOf } from '../../lib/paging.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { deleteKeyword, findKeyword, type KeywordUrlRow, listEnabledKeywords, listKeywords, saveKeyword } from './keywords.repository.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

const present = (r: KeywordUrlRow): KeywordUrl => ({ id: r.id, keyword: r.keyword, url: r.url });
const presentAdmin = (r: KeywordUrlRow): AdminKeywordUrl => ({
  ...present(r),
  sortOrder: r.sortOrder,
  enabled: r.enabled,
  updateTime: r.updatedAt.toISOString(),
});
// Keyword links appear inside articles: managed by whoever publishes content.

/** Keyword → URL links shown in article details (GET /api/keywords/getUrls) and their management. */
/** The fields an edit's operation-log row compares, as staff call them. */
const KEYWORD_LABELS = { keyword: '关键词', url: '链接', sortOrder: '排序', enabled: '启用' };

export async function keywordRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/keywords/getUrls', sessionRead, async () => ok((await listEnabledKeywords(app.db)).map(present)));

  app.get('/api/admin/keywords/list', staffRoute(PERMISSIONS.contentPublish), async (request) => {
    const q = parse(keywordUrlListQuery, request.query);
    const { rows, total } = await listKeywords(app.db, q.keyword, q);
    return ok(pageOf(rows.map(presentAdmin), total, q));
  });

  app.post('/api/admin/keywords/save', staffRoute(PERMISSIONS.contentPublish, '保存关键词链接'), async (request) => {
    const body = parse(keywordUrlSaveBody, request.body);
    const before = body.id ? await findKeyword(app.db, body.id) : undefined;
    const row = await saveKeyword(app.db, body);
    if (!row) throw notFound('关键词链接不存在');
    request.auditTarget = describeTarget(row.id, row.keyword);
    if (before) request.auditChanges = diffSnapshots(before, row, KEYWORD_LABELS);
    return ok(presentAdmin(row), '保存成功');
  });

  app.post('/api/admin/keywords/delete', staffRoute(PERMISSIONS.contentPublish, '删除关键词链接'), async (request) => {
    const { id } = parse(contentIdBody, request.body);
    const row = await deleteKeyword(app.db, id);
    if (!row) throw notFound('关键词链接不存在');
    request.auditTarget = describeTarget(row.id, row.keyword);
    return ok(null, '删除成功');
  });
}

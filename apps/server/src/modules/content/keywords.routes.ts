import { contentIdBody, keywordUrlListQuery, keywordUrlSaveBody, PERMISSIONS, type AdminKeywordUrl, type KeywordUrl } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { describeTarget } from '../library/actor.ts';
import { pageOf } from '../library/paging.ts';
import { deleteKeyword, type KeywordUrlRow, listEnabledKeywords, listKeywords, saveKeyword } from './keywords.repository.ts';

const present = (r: KeywordUrlRow): KeywordUrl => ({ id: r.id, keyword: r.keyword, url: r.url });
const presentAdmin = (r: KeywordUrlRow): AdminKeywordUrl => ({ ...present(r), sortOrder: r.sortOrder, enabled: r.enabled, updateTime: r.updatedAt.toISOString() });
// Keyword links appear inside articles: managed by whoever publishes content.
const admin = (action?: string) => ({ auth: 'staff' as const, permission: PERMISSIONS.contentPublish, ...(action ? { action } : {}) });

/** Keyword → URL links shown in article details (GET /api/keywords/getUrls) and their management. */
export async function keywordRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/keywords/getUrls', async () => ok((await listEnabledKeywords(app.db)).map(present)));

  app.get('/api/admin/keywords/list', { config: admin() }, async (request) => {
    const q = parse(keywordUrlListQuery, request.query);
    const { rows, total } = await listKeywords(app.db, q.keyword, q);
    return ok(pageOf(rows.map(presentAdmin), total, q));
  });

  app.post('/api/admin/keywords/save', { config: admin('保存关键词链接') }, async (request) => {
    const body = parse(keywordUrlSaveBody, request.body);
    const row = await saveKeyword(app.db, body);
    if (!row) throw notFound('关键词链接不存在');
    request.auditTarget = describeTarget(row.id, row.keyword);
    return ok(presentAdmin(row), '保存成功');
  });

  app.post('/api/admin/keywords/delete', { config: admin('删除关键词链接') }, async (request) => {
    const { id } = parse(contentIdBody, request.body);
    const row = await deleteKeyword(app.db, id);
    if (!row) throw notFound('关键词链接不存在');
    request.auditTarget = describeTarget(row.id, row.keyword);
    return ok(null, '删除成功');
  });
}

import {
  bulkFlagBody,
  bulkIdsBody,
  adminArticleListQuery,
  adminArticleSaveBody,
  ARTICLE_STATUS_NAMES,
  articleFlagBody,
  articleIdQuery,
  articleScheduleBody,
  contentIdBody,
  PERMISSIONS,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { bulkMessage, runBulk } from '../../lib/bulk.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { describeTarget } from '../../lib/actors.ts';
import { registerUploadRoute } from '../uploads/index.ts';
import { articles } from '../../db/schema/index.ts';
import { pageOf, sortedBy } from '../../lib/paging.ts';
import { staffActor } from '../../lib/actors.ts';
import { PENDING_EDIT_MESSAGE, deleteArticleCascade, saveArticle, scheduleArticle, setArticleFlag, withdrawArticle } from './article-workflow.service.ts';
import { findArticle, listArticles } from './articles.repository.ts';
import { presentAdminArticle, presentAdminArticleDetail } from './articles.presenter.ts';
import { listCategories, subtreeIds } from './categories.repository.ts';
import { FORM_BODY_LIMIT } from './limits.ts';
import { staffRoute } from '../../plugins/staff-route-guard.ts';

/** PublishContentManagement / PublishAdd / PublishDetail (permission content:publish). */
export async function articleAdminRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.resourceBaseUrl;
  const detail = async (id: number) => {
    const row = await findArticle(app.db, id);
    if (!row) throw notFound('文章不存在');
    return presentAdminArticleDetail(row, base);
  };

  // Cover images and attachments of staff articles (`?kind=image|attachment`, field `file`).
  registerUploadRoute(app, { url: '/api/admin/articles/upload', permission: PERMISSIONS.contentPublish, kinds: ['image', 'attachment'] });

  app.get('/api/admin/articles/list', staffRoute(PERMISSIONS.contentPublish), async (request) => {
    const q = parse(adminArticleListQuery, request.query);
    const categoryIds = q.categoryId ? subtreeIds(await listCategories(app.db), q.categoryId) : undefined;
    const filter = {
      title: q.title,
      categoryIds,
      statuses: q.status ? [q.status] : undefined,
      authorName: q.author,
      authorKind: q.authorType,
      createdFrom: q.startDate,
      createdTo: q.endDate,
    };
    const orderBy = sortedBy(
      { publishTime: articles.publishedAt, updateTime: articles.updatedAt, viewCount: articles.viewCount, status: articles.status },
      q,
      articles.id,
    );
    const { rows, total } = await listArticles(app.db, filter, orderBy ?? 'updated', q);
    return ok(
      pageOf(
        rows.map((r) => presentAdminArticle(r, base)),
        total,
        q,
      ),
    );
  });

  app.get('/api/admin/articles/detail', staffRoute(PERMISSIONS.contentPublish), async (request) => ok(await detail(parse(articleIdQuery, request.query).id)));

  /** Create (no id) or update; answers the saved article and what the screening found. */
  app.post('/api/admin/articles/save', { ...staffRoute(PERMISSIONS.contentPublish, '保存文章'), bodyLimit: FORM_BODY_LIMIT }, async (request) => {
    const body = parse(adminArticleSaveBody, request.body);
    const actor = staffActor(request);
    const attachments = body.attachments.map((a) => ({ name: a.name, path: a.filePath }));
    const { article, hits, pendingEdit } = await saveArticle(app.db, app.screening, { kind: 'staff', staff: actor }, { ...body, attachments });
    request.auditTarget = describeTarget(article.id, article.title);
    if (pendingEdit) return ok(await detail(article.id), hits.length ? `${PENDING_EDIT_MESSAGE}（检测到${hits.length}处敏感词）` : PENDING_EDIT_MESSAGE);
    const message =
      article.status === 'pending' && hits.length ? `已保存，检测到${hits.length}处敏感词，需审核后发布` : `已保存（${ARTICLE_STATUS_NAMES[article.status]}）`;
    return ok(await detail(article.id), message);
  });

  // Bulk actions of PublishContentManagement: each row as the single action does it.
  app.post('/api/admin/articles/bulkDelete', staffRoute(PERMISSIONS.contentPublish, '批量删除文章'), async (request) => {
    const { ids } = parse(bulkIdsBody, request.body);
    const result = await runBulk(
      request,
      ids,
      async (id) => {
        const row = await findArticle(app.db, id);
        if (!row) throw notFound('文章不存在');
        await deleteArticleCascade(app.db, id);
        return { title: row.title };
      },
      '已删除',
    );
    return ok(result, bulkMessage('批量删除', result));
  });

  app.post('/api/admin/articles/bulkWithdraw', staffRoute(PERMISSIONS.contentPublish, '批量撤回文章'), async (request) => {
    const { ids } = parse(bulkIdsBody, request.body);
    const result = await runBulk(request, ids, async (id) => ({ title: (await withdrawArticle(app.db, id)).title }), '已撤回');
    return ok(result, bulkMessage('批量撤回', result));
  });

  app.post('/api/admin/articles/bulkTop', staffRoute(PERMISSIONS.contentPublish, '批量设置置顶'), async (request) => {
    const { ids, value } = parse(bulkFlagBody, request.body);
    const result = await runBulk(
      request,
      ids,
      async (id) => ({ title: (await setArticleFlag(app.db, id, 'isTop', value)).title }),
      value ? '已置顶' : '已取消置顶',
    );
    return ok(result, bulkMessage(value ? '批量置顶' : '批量取消置顶', result));
  });

  app.post('/api/admin/articles/delete', staffRoute(PERMISSIONS.contentPublish, '删除文章'), async (request) => {
    const { id } = parse(contentIdBody, request.body);
    const row = await findArticle(app.db, id);
    if (!row) throw notFound('文章不存在');
    request.auditTarget = describeTarget(row.id, row.title);
    await deleteArticleCascade(app.db, id);
    return ok(null, '删除成功');
  });

  app.post('/api/admin/articles/withdraw', staffRoute(PERMISSIONS.contentPublish, '撤回文章'), async (request) => {
    const { id } = parse(contentIdBody, request.body);
    const row = await withdrawArticle(app.db, id);
    request.auditTarget = describeTarget(row.id, row.title);
    return ok(await detail(id), '已撤回');
  });

  app.post('/api/admin/articles/top', staffRoute(PERMISSIONS.contentPublish, '设置置顶'), async (request) => {
    const { id, value } = parse(articleFlagBody, request.body);
    const row = await setArticleFlag(app.db, id, 'isTop', value);
    request.auditTarget = describeTarget(row.id, `${row.title} 置顶=${value}`);
    return ok(await detail(id), value ? '已置顶' : '已取消置顶');
  });

  app.post('/api/admin/articles/hot', staffRoute(PERMISSIONS.contentPublish, '设置热门'), async (request) => {
    const { id, value } = parse(articleFlagBody, request.body);
    const row = await setArticleFlag(app.db, id, 'isHot', value);
    request.auditTarget = describeTarget(row.id, `${row.title} 热门=${value}`);
    return ok(await detail(id), value ? '已设为热门' : '已取消热门');
  });

  app.post('/api/admin/articles/schedule', staffRoute(PERMISSIONS.contentPublish, '定时发布'), async (request) => {
    const { id, publishAt } = parse(articleScheduleBody, request.body);
    const row = await scheduleArticle(app.db, id, publishAt ?? null);
    request.auditTarget = describeTarget(row.id, `${row.title} ${publishAt ? publishAt.toISOString() : '立即'}`);
    return ok(await detail(id), publishAt ? '已设置定时发布' : '已取消定时发布');
  });
}

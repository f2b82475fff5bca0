import { articleListQuery, articleNoticeListQuery, CATEGORY_CODES, myArticlesQuery, type PaginationQuery } from '@coal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { cachedAnswer, publicRead } from '../../lib/public-answer.ts';
import { parse, parseQuery } from '../../lib/validate.ts';
import { pageOf } from '../../lib/paging.ts';
import { memberActor } from '../../lib/actors.ts';
import { sendPersonalAnswer } from '../../lib/cache/personal-answers.ts';
import { type ArticleFilter, type ArticleOrder, listArticles } from './articles.repository.ts';
import { presentArticleItem } from './articles.presenter.ts';
import { categoryScope, type Scope } from './category-scope.ts';

/** The portal's article lists (spec §7 "Articles"): every list answers a Page of ArticleListItem. */
export async function articleListRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.resourceBaseUrl;

  async function pageFor(filter: ArticleFilter, order: ArticleOrder, page: PaginationQuery) {
    const { rows, total } = await listArticles(app.db, filter, order, page);
    return pageOf(
      rows.map((r) => presentArticleItem(r, base)),
      total,
      page,
    );
  }
  const answer = async (filter: ArticleFilter, order: ArticleOrder, page: PaginationQuery) => ok(await pageFor(filter, order, page));

  /** Public lists are the same for every visitor (no session): cached bytes, refreshed by any content write. */
  const publicList = (reply: FastifyReply, url: string, q: object, load: () => Promise<object>) => cachedAnswer(reply, app.contentCache, url, q, load);

  /** A visible-articles list over a category scope, with the caller's keyword. */
  function visibleList(url: string, scope: (q: { categoryId?: number }) => Scope, order: ArticleOrder, extra: ArticleFilter = {}) {
    app.get(url, publicRead, async (request, reply) => {
      const q = parseQuery(articleListQuery, request);
      return publicList(reply, url, q, async () => {
        const categoryIds = await categoryScope(app.db, scope(q));
        return pageFor({ visible: true, categoryIds, title: q.keyword, ...extra }, order, q);
      });
    });
  }

  visibleList('/api/article/findTopArticles', (q) => ({ categoryId: q.categoryId }), 'latest', { isTop: true });
  visibleList('/api/article/findHotArticles', (q) => ({ categoryId: q.categoryId }), 'hot');
  visibleList('/api/article/findDynamicList', (q) => ({ categoryId: q.categoryId, memberPostable: true }), 'latest');
  // The alternate home layout's feed (HomeCopy): the same posts ranked by engagement.
  visibleList('/api/article/findDynamicListCopy', (q) => ({ categoryId: q.categoryId, memberPostable: true }), 'popular');
  visibleList('/api/article/findTopNewNoticeList', (q) => ({ categoryId: q.categoryId, rootCode: CATEGORY_CODES.notice }), 'top');
  visibleList('/api/article/findFrontArticles', (q) => ({ categoryId: q.categoryId }), 'top', { authorKind: 'staff' });
  visibleList('/api/article/findAllList', (q) => ({ categoryId: q.categoryId }), 'latest');
  // 市场资讯 (/portal/News): news, commentary, policy and member posts — every category but the notices.
  visibleList('/api/article/findNewsList', (q) => ({ categoryId: q.categoryId, excludeRootCode: CATEGORY_CODES.notice }), 'top');

  app.get('/api/article/findNoticeListByCategoryId', publicRead, async (request, reply) => {
    const q = parseQuery(articleNoticeListQuery, request);
    return publicList(reply, '/api/article/findNoticeListByCategoryId', q, async () => {
      const categoryIds = await categoryScope(app.db, { categoryId: q.categoryId });
      return pageFor({ visible: true, categoryIds, title: q.keyword }, 'top', q);
    });
  });

  app.get('/api/article/myFollowArticles', { config: { auth: 'member', cache: 'personal' } }, async (request) => {
    const q = parse(articleListQuery, request.query);
    const member = await memberActor(request);
    const categoryIds = await categoryScope(app.db, { categoryId: q.categoryId });
    return answer({ visible: true, categoryIds, title: q.keyword, followedBy: member.id }, 'latest', q);
  });

  app.get('/api/article/myArticles', { config: { auth: 'member', cache: 'personal' } }, async (request, reply) => {
    const q = parse(myArticlesQuery, request.query);
    return sendPersonalAnswer(reply, '/api/article/myArticles', q, async () => {
      const member = await memberActor(request);
      return pageFor({ authorMemberId: member.id, statuses: q.status ? [q.status] : undefined, title: q.keyword }, 'updated', q);
    });
  });
}

import { ERRORS, followQuery, thumbsUpQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound, refusedWith } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { findMemberById } from '../auth/member.repository.ts';
import { memberActor } from '../../lib/actors.ts';
import { findArticle } from '../content/articles.repository.ts';
import { findAnswer } from '../experts/questions.repository.ts';
import { toggleArticleFollow, toggleMemberFollow, toggleThumbsUp } from '../relations/relations.repository.ts';

const isVisible = (row: { status: string; publishedAt?: Date | null } | undefined) =>
  !!row && row.status === 'published' && (row.publishedAt === undefined || (!!row.publishedAt && row.publishedAt <= new Date()));

/** GET /api/common/thumbsUp and /api/common/follow: toggles, answering the new state and count. */
export async function relationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/common/thumbsUp', { config: { auth: 'member', cache: 'none' } }, async (request) => {
    const { id, type } = parse(thumbsUpQuery, request.query);
    const member = await memberActor(request);
    const target = type === 'article' ? await findArticle(app.db, id) : await findAnswer(app.db, id);
    if (!isVisible(target)) throw notFound(type === 'article' ? '文章不存在或已下线' : '回答不存在或已下线');
    const state = await toggleThumbsUp(app.db, member.id, type, id);
    return ok({ id, type, ...state }, state.isThumbsUp ? '点赞成功' : '已取消点赞');
  });

  app.get('/api/common/follow', { config: { auth: 'member', cache: 'none' } }, async (request) => {
    const query = parse(followQuery, request.query);
    const member = await memberActor(request);
    if (query.type === 'article') {
      if (!isVisible(await findArticle(app.db, query.id))) throw notFound('文章不存在或已下线');
      const state = await toggleArticleFollow(app.db, member.id, query.id);
      return ok({ type: 'article', id: String(query.id), ...state }, state.isFollowed ? '关注成功' : '已取消关注');
    }
    if (query.id.toLowerCase() === member.id) throw refusedWith(ERRORS.followSelf);
    const target = await findMemberById(app.db, query.id);
    if (!target || target.disabled) throw notFound('用户不存在');
    const state = await toggleMemberFollow(app.db, member.id, target.id);
    return ok({ type: 'user', id: target.id, ...state }, state.isFollowed ? '关注成功' : '已取消关注');
  });
}

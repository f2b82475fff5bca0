import { editUserForm, unpublishItemQuery, unpublishListQuery, userListQuery, userQuery } from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound, notLoggedIn } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { sendPersonalAnswer } from '../../lib/cache/personal-answers.ts';
import { memberActor, memberSessionId, viewerId } from '../../lib/actors.ts';
import { deleteOwnArticle } from '../content/article-workflow.service.ts';
import { listArticles } from '../content/articles.repository.ts';
import { presentUnpublished } from '../content/articles.presenter.ts';
import { pageOf } from '../../lib/paging.ts';
import { readForm, saveImageUpload, type SavedUpload } from '../uploads/index.ts';
import { presentUser } from './users.presenter.ts';
import {
  clearRejected,
  countVisibleArticlesBy,
  followCounts,
  followedAmong,
  findUserCardWithCounts,
  listFollowRelations,
  personalCounts,
  saveProfile,
} from './users.repository.ts';

const member = { config: { auth: 'member' as const, cache: 'personal' as const } };
/** A member's GET that changes something (spec §7 names them GET): never kept. */
const memberWrite = { config: { auth: 'member' as const, cache: 'none' as const } };
const personal = { config: { cache: 'personal' as const } };

/** The member named by `userId`, or the caller when it is omitted (then a login is needed). */
function whoseId(request: FastifyRequest, userId: string | undefined): string {
  const id = userId ?? viewerId(request);
  if (!id) throw notLoggedIn();
  return id.toLowerCase();
}

/** Spec §7 "Users": profiles, follows, fans, unpublished items, statistics, profile editing. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.resourceBaseUrl;

  async function userInfo(id: string, viewer: string | null) {
    const found = await findUserCardWithCounts(app.db, id, viewer);
    if (!found) throw notFound('用户不存在');
    const { followCount, fansCount, articleCount, isFollowed, ...card } = found;
    return presentUser(card, base, { followCount, fansCount, articleCount, isFollowed });
  }

  app.get('/api/user/getSimpleUserInfo', personal, async (request, reply) => {
    const { userId } = parse(userQuery, request.query);
    const id = whoseId(request, userId);
    return sendPersonalAnswer(reply, '/api/user/getSimpleUserInfo', { id }, () => userInfo(id, viewerId(request)));
  });

  for (const [url, direction] of [
    ['/api/user/getFollowList', 'following'],
    ['/api/user/getFansList', 'fans'],
  ] as const) {
    app.get(url, personal, async (request) => {
      const q = parse(userListQuery, request.query);
      const id = whoseId(request, q.userId);
      const { rows, total } = await listFollowRelations(app.db, id, direction, q);
      const viewer = viewerId(request);
      const followed = viewer
        ? await followedAmong(
            app.db,
            viewer,
            rows.map((r) => r.id),
          )
        : new Set<string>();
      const counts = await Promise.all(rows.map((r) => Promise.all([followCounts(app.db, r.id), countVisibleArticlesBy(app.db, r.id)])));
      const list = rows.map((r, i) => presentUser(r, base, { ...counts[i]![0], articleCount: counts[i]![1], isFollowed: followed.has(r.id) }));
      return ok(pageOf(list, total, q));
    });
  }

  /** The member's drafts, pending and rejected articles, with the reviewer's reason. */
  app.get('/api/user/getUnpublishList', member, async (request) => {
    const q = parse(unpublishListQuery, request.query);
    const me = await memberActor(request);
    const statuses = q.status ? [q.status] : (['draft', 'pending', 'rejected'] as const);
    const { rows, total } = await listArticles(app.db, { authorMemberId: me.id, statuses: [...statuses] }, 'updated', q);
    return ok(
      pageOf(
        rows.map((r) => presentUnpublished(r, base)),
        total,
        q,
      ),
    );
  });

  app.get('/api/user/deleteUnpublishItem', memberWrite, async (request) => {
    const { id } = parse(unpublishItemQuery, request.query);
    if (!id) throw notFound('文章不存在');
    await deleteOwnArticle(app.db, await memberActor(request), id, ['draft', 'pending', 'rejected']);
    return ok(null, '删除成功');
  });

  /** Acknowledges rejections: one (`id`) or all of the member's. */
  app.get('/api/user/clearRejectState', memberWrite, async (request) => {
    const { id } = parse(unpublishItemQuery, request.query);
    const cleared = await clearRejected(app.db, (await memberActor(request)).id, id);
    return ok({ cleared });
  });

  app.get('/api/user/personalStatistics', member, async (request, reply) => {
    return sendPersonalAnswer(reply, '/api/user/personalStatistics', {}, async () => {
      const counts = await personalCounts(app.db, memberSessionId(request));
      if (!counts) throw notLoggedIn();
      return counts;
    });
  });

  /** Multipart: nickname, introduction and the image file `avatar` (each optional). */
  app.post('/api/user/editUser', { config: { auth: 'member', longRunning: true } }, async (request) => {
    const me = await memberActor(request);
    const form = await readForm<SavedUpload>(request, {
      fileFields: ['avatar', 'file'],
      onFile: (part) => saveImageUpload(app, part),
      onDiscard: (saved) => app.fileStorage.public.delete(saved.filePath),
    });
    try {
      const body = parse(editUserForm, form.fields);
      await saveProfile(app.db, me.id, { ...body, ...(form.file ? { avatarPath: form.file.filePath } : {}) });
    } catch (error) {
      if (form.file) await app.fileStorage.public.delete(form.file.filePath);
      throw error;
    }
    return ok(await userInfo(me.id, me.id), '保存成功');
  });
}

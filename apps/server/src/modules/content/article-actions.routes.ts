import { articleIdQuery, forwardArticleBody, publishArticleForm } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { recordForward } from '../relations/relations.repository.ts';
import { readForm, saveImageUpload, type SavedUpload } from '../uploads/index.ts';
import { memberActor, viewerId } from '../../lib/actors.ts';
import { readArticleForViewer } from './article-detail.service.ts';
import { deleteOwnArticle, PENDING_EDIT_MESSAGE, saveArticle } from './article-workflow.service.ts';
import { findArticle } from './articles.repository.ts';
import { presentArticleItem } from './articles.presenter.ts';
import { CONTENT_FIELD_BYTES, FORM_BODY_LIMIT } from './limits.ts';

/** Reading, forwarding, publishing and deleting articles from the portal. */
export async function articleActionRoutes(app: FastifyInstance): Promise<void> {
  const base = app.config.resourceBaseUrl;

  app.get('/api/article/getArticleDetail', { config: { cache: 'personal' } }, async (request) => {
    const { id } = parse(articleIdQuery, request.query);
    return ok(await readArticleForViewer(app.db, id, viewerId(request), base));
  });

  // Members delete their own drafts and rejected posts (published ones are withdrawn by staff).
  app.get('/api/article/deleteArticle', { config: { auth: 'member', cache: 'none' } }, async (request) => {
    const { id } = parse(articleIdQuery, request.query);
    const member = await memberActor(request);
    await deleteOwnArticle(app.db, member, id, ['draft', 'rejected']);
    return ok(null, '删除成功');
  });

  app.post('/api/article/forwardArticle', async (request) => {
    const { id, channel } = parse(forwardArticleBody, request.body);
    const row = await findArticle(app.db, id);
    if (!row || row.status !== 'published' || !row.publishedAt || row.publishedAt > new Date()) throw notFound('文章不存在或已下线');
    const forwardCount = await recordForward(app.db, id, viewerId(request), channel ?? 'link');
    return ok({ id, forwardCount });
  });

  /**
   * A member publishes a post (multipart: title, content, categoryId, summary, draft, id and
   * the optional image file `cover`). It is screened and goes to review (`pending`).
   */
  app.post('/api/article/publishArticle', { config: { auth: 'member', longRunning: true }, bodyLimit: FORM_BODY_LIMIT }, async (request) => {
    const member = await memberActor(request);
    const form = await readForm<SavedUpload>(request, {
      fileFields: ['cover', 'file', 'coverFile'],
      onFile: (part) => saveImageUpload(app, part),
      onDiscard: (saved) => app.fileStorage.public.delete(saved.filePath),
      fieldSize: CONTENT_FIELD_BYTES,
    });
    try {
      const input = parse(publishArticleForm, form.fields);
      const { article, hits, pendingEdit } = await saveArticle(app.db, app.screening, { kind: 'member', member }, { ...input, coverPath: form.file?.filePath });
      const saved = await findArticle(app.db, article.id);
      const message = pendingEdit ? PENDING_EDIT_MESSAGE : input.draft ? '草稿已保存' : hits.length ? '已提交，内容含敏感词，需人工审核' : '已提交，等待审核';
      return ok({ ...presentArticleItem({ ...saved!, hitCount: hits.length }, base), hitCount: hits.length, hits }, message);
    } catch (error) {
      if (form.file) await app.fileStorage.public.delete(form.file.filePath);
      throw error;
    }
  });
}

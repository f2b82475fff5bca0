import type { ArticleDetail } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { followsArticle, followsMember, hasThumbsUp } from '../relations/relations.repository.ts';
import { findArticle, incrementViews } from './articles.repository.ts';
import { presentArticleDetail } from './articles.presenter.ts';

/**
 * An article as the portal shows it: visible ones to everybody (each call counts a view),
 * an own unpublished post to its author (no view counted). Anything else is "not found".
 */
export async function readArticleForViewer(db: Database, id: number, viewer: string | null, base: string): Promise<ArticleDetail> {
  const row = await findArticle(db, id);
  const visible = !!row && row.status === 'published' && !!row.publishedAt && row.publishedAt <= new Date();
  const own = !!row && !!viewer && row.authorMemberId === viewer;
  if (!row || (!visible && !own)) throw notFound('文章不存在或已下线');
  if (visible) {
    await incrementViews(db, id);
    row.viewCount += 1;
  }
  const [isThumbsUp, isFollowed, isAuthorFollowed] = viewer
    ? await Promise.all([
        hasThumbsUp(db, viewer, 'article', id),
        followsArticle(db, viewer, id),
        row.authorMemberId && row.authorMemberId !== viewer ? followsMember(db, viewer, row.authorMemberId) : Promise.resolve(false),
      ])
    : [false, false, false];
  return presentArticleDetail(row, base, { isThumbsUp, isFollowed, isAuthorFollowed });
}

/**
 * Which item a detail page shows, as the analytics record's articleId (the scheme of
 * ARTICLE_ID_PREFIX): ContentsBrowsing ranks articles, texts and reports by it.
 */
import { ARTICLE_ID_PREFIX } from '@coal/contracts';

/** Detail routes (path under the base) → the prefix of their item's id. */
const DETAIL_ROUTES: Record<string, string> = {
  'portal/NoticeDetail': '',
  'portal/NewsDetail': '',
  'mobile/notice/detail': '',
  'portal/TextDetail': ARTICLE_ID_PREFIX.text,
  'portal/ResearchReportDetail': ARTICLE_ID_PREFIX.report,
};

export function articleIdOf(pathname: string, search: string, basePath: string): string | undefined {
  const route = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname.replace(/^\//, '');
  const prefix = DETAIL_ROUTES[route.replace(/\/$/, '')];
  if (prefix === undefined) return undefined;
  const id = new URLSearchParams(search).get('id');
  return id && /^\d{1,10}$/.test(id) ? `${prefix}${id}` : undefined;
}

import { articleDetailPath } from '@coal/contracts/app-routes';
import { Navigate, useLocation } from 'react-router';
import { ArticleDetailView } from '../../modules/articles/components/ArticleDetailView.tsx';
import { HotArticlesCard } from '../../modules/articles/components/HotArticlesCard.tsx';
import { useArticleDetailQuery } from '../../modules/articles/hooks/useArticleQueries.ts';
import { useNewsCategories } from '../../modules/articles/hooks/useNewsCategories.ts';
import { readIdParam } from '../../lib/format.ts';
import { ContentPage } from '../../ui/ContentPage.tsx';

/**
 * /portal/NoticeDetail?id=… (a notice, under 通知公告) and /portal/NewsDetail?id=… (news,
 * commentary and member posts, under 市场资讯): an article with its actions, its breadcrumb
 * and the top bar's section agreeing. An article asked for under the other section's address
 * (an old link) moves to its own.
 */
export function NoticeDetailPage() {
  const location = useLocation();
  const id = readIdParam(location.search);
  const detail = useArticleDetailQuery(id);
  const { noticeIds, isLoading } = useNewsCategories();
  const article = detail.data;
  const asNews = location.pathname.endsWith('/NewsDetail');
  const known = article && !isLoading;
  const notice = known ? noticeIds.has(article.categoryId) : !asNews;
  if (known && notice === asNews) return <Navigate to={`${articleDetailPath(article.id, notice)}${location.hash}`} replace />;
  const crumbs = notice
    ? [{ title: '通知公告', to: '/portal/Notice' }, { title: '详情' }]
    : [
        { title: '市场资讯', to: '/portal/News' },
        ...(article ? [{ title: article.categoryName, to: `/portal/News?category=${article.categoryId}` }] : []),
        { title: '详情' },
      ];
  return (
    <ContentPage crumbs={crumbs} aside={<HotArticlesCard />}>
      <ArticleDetailView article={detail.data} loading={id !== null && detail.isLoading} />
    </ContentPage>
  );
}

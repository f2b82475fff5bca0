import { useLocation } from 'react-router';
import { ArticleDetailView } from '../../modules/articles/components/ArticleDetailView.tsx';
import { HotArticlesCard } from '../../modules/articles/components/HotArticlesCard.tsx';
import { useArticleDetailQuery } from '../../modules/articles/hooks/useArticleQueries.ts';
import { useNewsCategories } from '../../modules/articles/hooks/useNewsCategories.ts';
import { readIdParam } from '../../lib/format.ts';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/NoticeDetail?id=…: an article or notice with its actions, under its section's breadcrumb. */
export function NoticeDetailPage() {
  const id = readIdParam(useLocation().search);
  const detail = useArticleDetailQuery(id);
  const { noticeIds, isLoading } = useNewsCategories();
  const article = detail.data;
  // Notices sit under 通知公告; news, commentary and member posts under 市场资讯 › their category.
  const crumbs =
    !article || isLoading || noticeIds.has(article.categoryId)
      ? [{ title: '通知公告', to: '/portal/Notice' }, { title: '详情' }]
      : [{ title: '市场资讯', to: '/portal/News' }, { title: article.categoryName, to: `/portal/News?category=${article.categoryId}` }, { title: '详情' }];
  return (
    <ContentPage crumbs={crumbs} aside={<HotArticlesCard />}>
      <ArticleDetailView article={detail.data} loading={id !== null && detail.isLoading} />
    </ContentPage>
  );
}

import { useLocation } from 'react-router';
import { ArticleDetailView } from '../../modules/articles/components/ArticleDetailView.tsx';
import { HotArticlesCard } from '../../modules/articles/components/HotArticlesCard.tsx';
import { useArticleDetailQuery } from '../../modules/articles/hooks/useArticleQueries.ts';
import { readIdParam } from '../../lib/format.ts';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/NoticeDetail?id=…: an article or notice with its actions. */
export function NoticeDetailPage() {
  const id = readIdParam(useLocation().search);
  const detail = useArticleDetailQuery(id);
  return (
    <ContentPage crumbs={[{ title: '通知公告', to: '/portal/Notice' }, { title: '详情' }]} aside={<HotArticlesCard />}>
      <ArticleDetailView article={detail.data} loading={id !== null && detail.isLoading} />
    </ContentPage>
  );
}

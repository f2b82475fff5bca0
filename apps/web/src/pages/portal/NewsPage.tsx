import { useLocation } from 'react-router';
import { ArticleBrowser } from '../../modules/articles/components/ArticleBrowser.tsx';
import { HotArticlesCard } from '../../modules/articles/components/HotArticlesCard.tsx';
import { useNewsCategories } from '../../modules/articles/hooks/useNewsCategories.ts';
import { readIdParam } from '../../lib/format.ts';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/News?category=…: 市场资讯 — news, commentary, policy and member posts by category, searchable, paged. */
export function NewsPage() {
  const { newsCategories } = useNewsCategories();
  const initial = readIdParam(useLocation().search, 'category');
  return (
    <ContentPage crumbs={[{ title: '市场资讯' }]} title="市场资讯" aside={<HotArticlesCard />}>
      <ArticleBrowser key={initial ?? 0} rootId={undefined} section="news" categories={newsCategories} initialCategoryId={initial ?? undefined} />
    </ContentPage>
  );
}

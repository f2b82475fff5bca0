import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useHotArticlesQuery } from '../hooks/useArticleListQueries.ts';
import { ArticleList } from './ArticleList.tsx';

/** Side block: the most read articles. */
export function HotArticlesCard({ title = '热门文章' }: { title?: string }) {
  const hot = useHotArticlesQuery({ pageSize: 10 });
  return (
    <SectionCard title={title}>
      <ArticleList items={hot.data?.list} loading={hot.isLoading} compact showCategory={false} rows={10} />
    </SectionCard>
  );
}

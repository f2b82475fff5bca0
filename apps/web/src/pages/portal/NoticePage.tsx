import { ArticleBrowser } from '../../modules/articles/components/ArticleBrowser.tsx';
import { HotArticlesCard } from '../../modules/articles/components/HotArticlesCard.tsx';
import { useCategoryByCode } from '../../modules/articles/hooks/useNoticeCategories.ts';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/Notice: notices by category, searchable by title, paged. */
export function NoticePage() {
  const { root, children } = useCategoryByCode('notice');
  return (
    <ContentPage crumbs={[{ title: root?.name ?? '通知公告' }]} title={root?.name ?? '通知公告'} aside={<HotArticlesCard />}>
      <ArticleBrowser rootId={root?.id} categories={children} />
    </ContentPage>
  );
}

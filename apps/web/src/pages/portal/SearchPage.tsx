import { SearchResults } from '../../modules/search/components/SearchResults.tsx';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/Search?q=…&types=…&from=…&to=…: 全站搜索. */
export function SearchPage() {
  return (
    <ContentPage crumbs={[{ title: '全站搜索' }]} title="全站搜索">
      <SearchResults />
    </ContentPage>
  );
}

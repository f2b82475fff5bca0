import { HotArticlesCard } from '../../modules/articles/components/HotArticlesCard.tsx';
import { TextBrowser } from '../../modules/library/components/TextBrowser.tsx';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/TextList: the text library. */
export function TextListPage() {
  return (
    <ContentPage crumbs={[{ title: '文本库' }]} title="文本库" aside={<HotArticlesCard />}>
      <TextBrowser />
    </ContentPage>
  );
}

import { useLocation } from 'react-router';
import { readIdParam } from '../../lib/format.ts';
import { TextDetailView } from '../../modules/library/components/TextDetailView.tsx';
import { useTextDetailQuery } from '../../modules/library/hooks/useLibraryQueries.ts';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/TextDetail?id=… */
export function TextDetailPage() {
  const id = readIdParam(useLocation().search);
  const text = useTextDetailQuery(id);
  return (
    <ContentPage crumbs={[{ title: '文本库', to: '/portal/TextList' }, { title: '详情' }]}>
      <TextDetailView text={text.data} loading={id !== null && text.isLoading} />
    </ContentPage>
  );
}

import { useLocation } from 'react-router';
import { readIdParam } from '../../lib/format.ts';
import { ExpertCards } from '../../modules/questions/components/ExpertCards.tsx';
import { QuestionDetailView } from '../../modules/questions/components/QuestionDetailView.tsx';
import { ContentPage } from '../../ui/ContentPage.tsx';
import '../../modules/articles/components/articles.css';

/** /portal/QuesAnswDetail?id=… */
export function QuesAnswDetailPage() {
  const id = readIdParam(useLocation().search);
  return (
    <ContentPage crumbs={[{ title: '专家问答', to: '/portal/QuesAnsw' }, { title: '问题详情' }]} aside={<ExpertCards />}>
      <QuestionDetailView id={id} />
    </ContentPage>
  );
}

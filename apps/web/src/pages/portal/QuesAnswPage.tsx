import { ExpertCards } from '../../modules/questions/components/ExpertCards.tsx';
import { QuestionList } from '../../modules/questions/components/QuestionList.tsx';
import { PublishButtons } from '../../modules/home/components/MemberFeedBlock.tsx';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/QuesAnsw: the question hall and the experts. */
export function QuesAnswPage() {
  return (
    <ContentPage crumbs={[{ title: '专家问答' }]} title="问答大厅" extra={<PublishButtons />} aside={<ExpertCards />}>
      <QuestionList />
    </ContentPage>
  );
}

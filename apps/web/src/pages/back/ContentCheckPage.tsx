import { ReviewQueue } from '../../modules/review/components/ReviewQueue.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 内容审核 (/back/ContentCheck): the review queue; kept alive by the shell between tabs. */
export function ContentCheckPage() {
  return (
    <ManagerLayout title="内容审核">
      <ReviewQueue />
    </ManagerLayout>
  );
}

import { Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { readIdParam } from '../../lib/format.ts';
import { ReviewDecisionBar } from '../../modules/review/components/ReviewDecisionBar.tsx';
import { RevisionCompare } from '../../modules/review/components/RevisionCompare.tsx';
import { useReviewComparisonQuery, useReviewDetailQuery } from '../../modules/review/hooks/useReview.ts';
import { Empty } from '../../ui/Empty.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 审核对比 (/back/ContentCheckDetailCopy?id=): the submission beside its previous version. */
export function ContentCheckDetailCopyPage() {
  const id = readIdParam(useLocation().search);
  const navigate = useAppNavigate();
  const compare = useReviewComparisonQuery(id);
  const detail = useReviewDetailQuery('article', id);
  return (
    <ManagerLayout title="审核对比" backLink="/back/ContentCheck">
      {compare.isLoading ? (
        <Skeleton active />
      ) : compare.data ? (
        <>
          <RevisionCompare current={compare.data.current} previous={compare.data.previous} pendingEdit={compare.data.pendingEdit} />
          <div className="coal-review-actions">
            <ReviewDecisionBar
              kind="article"
              id={compare.data.id}
              pending={detail.data?.status === 'pending'}
              onDecided={() => navigate('/back/ContentCheck')}
            />
          </div>
        </>
      ) : (
        <Empty description="文章不存在" />
      )}
    </ManagerLayout>
  );
}

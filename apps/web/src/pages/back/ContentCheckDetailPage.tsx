import { REVIEW_KINDS, type ReviewKind } from '@coal/contracts';
import { Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { readIdParam } from '../../lib/format.ts';
import { ReviewDetailView } from '../../modules/review/components/ReviewDetailView.tsx';
import { useReviewDetailQuery } from '../../modules/review/hooks/useReview.ts';
import { Empty } from '../../ui/Empty.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 审核详情 (/back/ContentCheckDetail?kind=&id=): decide, then back to the queue. */
export function ContentCheckDetailPage() {
  const { search } = useLocation();
  const navigate = useAppNavigate();
  const id = readIdParam(search);
  const kindParam = new URLSearchParams(search).get('kind') ?? 'article';
  const kind: ReviewKind = (REVIEW_KINDS as readonly string[]).includes(kindParam) ? (kindParam as ReviewKind) : 'article';
  const detail = useReviewDetailQuery(kind, id);
  return (
    <ManagerLayout title="审核详情" backLink="/back/ContentCheck">
      {detail.isLoading ? (
        <Skeleton active />
      ) : detail.data ? (
        <ReviewDetailView detail={detail.data} onDecided={() => navigate('/back/ContentCheck')} />
      ) : (
        <Empty description="审核对象不存在" />
      )}
    </ManagerLayout>
  );
}

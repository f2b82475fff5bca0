import { Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { readIdParam } from '../../lib/format.ts';
import { ComplaintHandleView } from '../../modules/complaints/components/ComplaintHandleView.tsx';
import { useComplaintDetailQuery } from '../../modules/complaints/hooks/useComplaints.ts';
import { Empty } from '../../ui/Empty.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 投诉详情 (/back/ComplainDetail?id=): handle with a reply and a status. */
export function ComplainDetailPage() {
  const id = readIdParam(useLocation().search);
  const navigate = useAppNavigate();
  const detail = useComplaintDetailQuery(id);
  return (
    <ManagerLayout title="投诉详情" backLink="/back/ComplainManager">
      {detail.isLoading ? (
        <Skeleton active />
      ) : detail.data ? (
        <ComplaintHandleView complaint={detail.data} onHandled={() => navigate('/back/ComplainManager')} />
      ) : (
        <Empty description="投诉不存在" />
      )}
    </ManagerLayout>
  );
}

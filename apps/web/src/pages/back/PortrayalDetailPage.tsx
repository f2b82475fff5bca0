import { Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { ExpertProfileForm } from '../../modules/experts-admin/components/ExpertProfileForm.tsx';
import { useAdminExpertQuery, useSaveExpertMutation } from '../../modules/experts-admin/hooks/useExpertsAdmin.ts';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 专家画像详情 (/back/PortrayalDetail, ?id=<member id> to edit). */
export function PortrayalDetailPage() {
  const id = new URLSearchParams(useLocation().search).get('id');
  const navigate = useAppNavigate();
  const expert = useAdminExpertQuery(id);
  const save = useSaveExpertMutation();
  return (
    <ManagerLayout title={id ? '专家画像详情' : '新增专家'} backLink="/back/PortrayalManagement">
      {id && expert.isLoading ? (
        <Skeleton active />
      ) : (
        <ExpertProfileForm
          expert={expert.data}
          saving={save.isPending}
          onSubmit={(input) => save.mutate(input, { onSuccess: (saved) => navigate(`/back/PortrayalDetail?id=${saved.id}`) })}
        />
      )}
    </ManagerLayout>
  );
}

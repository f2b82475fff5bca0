import { Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { readIdParam } from '../../lib/format.ts';
import { reportsAdminApi } from '../../modules/library-admin/api/libraryAdminApi.ts';
import { reportDraftCodec, ReportEditForm, type ReportFormValues } from '../../modules/library-admin/components/ReportEditForm.tsx';
import { useEditGuard } from '../../ui/unsaved/useEditGuard.tsx';
import { useReportPreviewQuery } from '../../modules/library-admin/hooks/useLibraryAdmin.ts';
import { useCrudDetailQuery, useCrudMutation } from '../../ui/admin-list/useCrud.ts';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 新增研究报告 (/back/ResearchReportAdd, ?id= to edit). */
export function ResearchReportAddPage() {
  const id = readIdParam(useLocation().search);
  const navigate = useAppNavigate();
  const detail = useCrudDetailQuery(reportsAdminApi, id);
  const preview = useReportPreviewQuery(id, Boolean(detail.data));
  const save = useCrudMutation(reportsAdminApi, [['library']]);
  const guard = useEditGuard<ReportFormValues>({ page: 'ResearchReportAdd', id, ...reportDraftCodec });
  return (
    <ManagerLayout title={id ? '编辑研究报告' : '新增研究报告'} backLink="/back/ResearchReportManagement">
      {id && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <ReportEditForm
          report={detail.data}
          savedPreviewUrl={preview.data}
          saving={save.isPending}
          guard={guard}
          onSubmit={(body) =>
            save.mutate(
              { type: 'save', body: { ...body, id: id ?? undefined } },
              {
                onSuccess: ({ data }) => {
                  guard.saved();
                  navigate(`/back/ResearchReportDetail?id=${data?.id ?? id}`);
                },
              },
            )
          }
        />
      )}
    </ManagerLayout>
  );
}

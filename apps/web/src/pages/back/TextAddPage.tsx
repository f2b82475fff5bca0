import { Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { readIdParam } from '../../lib/format.ts';
import { textsAdminApi } from '../../modules/library-admin/api/libraryAdminApi.ts';
import { TextEditForm, type TextFormValues } from '../../modules/library-admin/components/TextEditForm.tsx';
import { useEditGuard } from '../../ui/unsaved/useEditGuard.tsx';
import { useCrudDetailQuery, useCrudMutation } from '../../ui/admin-list/useCrud.ts';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 新增文本 (/back/TextAdd, ?id= to edit). */
export function TextAddPage() {
  const id = readIdParam(useLocation().search);
  const navigate = useAppNavigate();
  const detail = useCrudDetailQuery(textsAdminApi, id);
  const save = useCrudMutation(textsAdminApi, [['library']]);
  const guard = useEditGuard<TextFormValues>({ page: 'TextAdd', id });
  return (
    <ManagerLayout title={id ? '编辑文本' : '新增文本'} backLink="/back/TextManagement">
      {id && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <TextEditForm
          text={detail.data}
          saving={save.isPending}
          guard={guard}
          onSubmit={(values) =>
            save.mutate(
              {
                type: 'save',
                body: {
                  ...values,
                  id: id ?? undefined,
                  title: values.title.trim(),
                  content: values.content ?? '',
                  attachments: JSON.stringify(values.attachments ?? []),
                },
              },
              {
                onSuccess: ({ data }) => {
                  guard.saved();
                  navigate(`/back/TextDetail?id=${data?.id ?? id}`);
                },
              },
            )
          }
        />
      )}
    </ManagerLayout>
  );
}

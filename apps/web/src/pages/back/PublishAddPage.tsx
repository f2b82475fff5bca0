import { useLocation } from 'react-router';
import { Skeleton } from 'antd';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { readIdParam } from '../../lib/format.ts';
import { articleDraftCodec, ArticleEditForm, type ArticleFormValues } from '../../modules/content-admin/components/ArticleEditForm.tsx';
import { useEditGuard } from '../../ui/unsaved/useEditGuard.tsx';
import { useAdminArticleQuery, useSaveAdminArticleMutation } from '../../modules/content-admin/hooks/useContentAdmin.ts';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 发布内容 (/back/PublishAdd, ?id= to edit): the editor form; saved items open their detail. */
export function PublishAddPage() {
  const id = readIdParam(useLocation().search);
  const navigate = useAppNavigate();
  const existing = useAdminArticleQuery(id);
  const save = useSaveAdminArticleMutation();
  const guard = useEditGuard<ArticleFormValues>({ page: 'PublishAdd', id, ...articleDraftCodec });
  return (
    <ManagerLayout title={id ? '编辑内容' : '发布内容'} backLink="/back/PublishContentManagement">
      {id && existing.isLoading ? (
        <Skeleton active />
      ) : (
        <ArticleEditForm
          article={existing.data}
          saving={save.isPending}
          guard={guard}
          onSubmit={(input) =>
            save.mutate(input, {
              onSuccess: ({ data }) => {
                guard.saved();
                navigate(`/back/PublishDetail?id=${data.id}`);
              },
            })
          }
        />
      )}
    </ManagerLayout>
  );
}

import { useLocation } from 'react-router';
import { Skeleton } from 'antd';
import { readIdParam } from '../../lib/format.ts';
import { ArticleAdminDetail } from '../../modules/content-admin/components/ArticleAdminDetail.tsx';
import { useAdminArticleQuery } from '../../modules/content-admin/hooks/useContentAdmin.ts';
import { Empty } from '../../ui/Empty.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 内容详情 (/back/PublishDetail?id=). */
export function PublishDetailPage() {
  const id = readIdParam(useLocation().search);
  const detail = useAdminArticleQuery(id);
  return (
    <ManagerLayout title="内容详情" backLink="/back/PublishContentManagement">
      {detail.isLoading ? <Skeleton active /> : detail.data ? <ArticleAdminDetail article={detail.data} /> : <Empty description="内容不存在" />}
    </ManagerLayout>
  );
}

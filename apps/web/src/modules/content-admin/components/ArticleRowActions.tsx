import type { AdminArticleItem } from '@coal/contracts';
import { deleteAction, type RowAction, RowActions } from '../../../ui/admin-list/RowActions.tsx';
import { useArticleAdminActionMutation } from '../hooks/useContentAdmin.ts';

/** View, edit, withdraw, top, hot and delete of an article (a function of the row). */
export function useArticleRowActions(): (article: AdminArticleItem) => RowAction[] {
  const action = useArticleAdminActionMutation();
  return (article) => {
    const run = (name: Parameters<typeof action.mutate>[0]['action']) => action.mutate({ action: name, id: article.id });
    const published = article.status === 'published';
    return [
      { label: '查看', to: `/back/PublishDetail?id=${article.id}` },
      { label: '编辑', to: `/back/PublishAdd?id=${article.id}` },
      ...(published
        ? [
            { label: article.isTop ? '取消置顶' : '置顶', onClick: () => run(article.isTop ? 'untop' : 'top') },
            { label: article.isHot ? '取消热门' : '设为热门', onClick: () => run(article.isHot ? 'unhot' : 'hot') },
            { label: '撤回', confirm: '撤回后前台不再展示，确定撤回？', onClick: () => run('withdraw') },
          ]
        : []),
      deleteAction('删除后不可恢复，确定删除？', () => run('delete')),
    ];
  };
}

/** The actions of one article, e.g. under its card. */
export function ArticleRowActions({ article }: { article: AdminArticleItem }) {
  return <RowActions wrap actions={useArticleRowActions()(article)} />;
}

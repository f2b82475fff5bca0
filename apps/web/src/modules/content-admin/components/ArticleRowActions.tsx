import type { AdminArticleItem } from '@coal/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { useArticleAdminActionMutation } from '../hooks/useContentAdmin.ts';

/** View, edit, withdraw, top, hot and delete of one article. */
export function ArticleRowActions({ article }: { article: AdminArticleItem }) {
  const action = useArticleAdminActionMutation();
  const run = (name: Parameters<typeof action.mutate>[0]['action']) => action.mutate({ action: name, id: article.id });
  const published = article.status === 'published';
  return (
    <Space size={0} wrap>
      <AppLink to={`/back/PublishDetail?id=${article.id}`}>
        <Button type="link" size="small">
          查看
        </Button>
      </AppLink>
      <AppLink to={`/back/PublishAdd?id=${article.id}`}>
        <Button type="link" size="small">
          编辑
        </Button>
      </AppLink>
      {published ? (
        <>
          <Button type="link" size="small" onClick={() => run(article.isTop ? 'untop' : 'top')}>
            {article.isTop ? '取消置顶' : '置顶'}
          </Button>
          <Button type="link" size="small" onClick={() => run(article.isHot ? 'unhot' : 'hot')}>
            {article.isHot ? '取消热门' : '设为热门'}
          </Button>
          <Popconfirm title="撤回后前台不再展示，确定撤回？" onConfirm={() => run('withdraw')}>
            <Button type="link" size="small">
              撤回
            </Button>
          </Popconfirm>
        </>
      ) : null}
      <Popconfirm title="删除后不可恢复，确定删除？" onConfirm={() => run('delete')}>
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}

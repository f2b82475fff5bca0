import type { AdminArticleItem } from '@coal/contracts';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { useBulkAction } from '../../../ui/admin-list/useCrud.ts';
import { bulkDeleteArticles, bulkTopArticles, bulkWithdrawArticles } from '../api/contentAdminApi.ts';
import { ArticleFilterFields, ArticleToolbar } from './ArticleFilterBar.tsx';
import { useArticleRowActions } from './ArticleRowActions.tsx';
import { ArticleStatusTag } from './ArticleStatusTag.tsx';
import type { usePublishList } from './usePublishList.ts';
import { AuthorName } from '../../../ui/AuthorName.tsx';

const columns: ColumnsType<AdminArticleItem> = [
  {
    title: '标题',
    dataIndex: 'title',
    ellipsis: true,
    width: 260,
    render: (title: string, row) => (
      <>
        {row.isTop ? <Tag color="red">顶</Tag> : null}
        {row.isHot ? <Tag color="volcano">热</Tag> : null}
        {title}
      </>
    ),
  },
  { title: '内容类型', dataIndex: 'categoryName', width: 110 },
  { title: '作者', dataIndex: 'authorName', width: 120, render: (name: string, row) => <AuthorName name={name} authorType={row.authorType} /> },
  {
    title: '状态',
    dataIndex: 'status',
    width: 170,
    sorter: true,
    render: (_: unknown, row) => <ArticleStatusTag status={row.status} publishTime={row.publishTime} />,
  },
  { title: '敏感词', dataIndex: 'hitCount', width: 76, render: (n: number) => (n ? <Tag color="red">{n}处</Tag> : '—') },
  { title: '阅读', dataIndex: 'viewCount', width: 80, sorter: true },
  { title: '发布时间', dataIndex: 'publishTime', width: 160, sorter: true, render: (t: string | null, row) => formatDateTime(t ?? row.publishAt) || '—' },
  { title: '更新时间', dataIndex: 'updateTime', width: 160, sorter: true, render: formatDateTime },
];

/** PublishContentManagement's list: the filter bar, the articles, their actions, the pager. */
export function ArticleTable({ list: { filters, query } }: { list: ReturnType<typeof usePublishList> }) {
  const actions = useArticleRowActions();
  const keys = [['adminArticles'], ['review'], ['articles']] as const;
  const bulk = [
    useBulkAction('adminArticles', { key: 'withdraw', label: '撤回', call: bulkWithdrawArticles }, keys),
    useBulkAction('adminArticles', { key: 'top', label: '置顶', call: bulkTopArticles }, keys),
    useBulkAction('adminArticles', { key: 'delete', label: '删除', danger: true, call: bulkDeleteArticles }, keys),
  ];
  return (
    <AdminList<AdminArticleItem>
      query={query}
      filters={filters}
      fields={<ArticleFilterFields filters={filters} />}
      toolbar={<ArticleToolbar />}
      columns={columns}
      scrollX={1480}
      bulkActions={bulk}
      actionsWidth={250}
      actions={actions}
    />
  );
}

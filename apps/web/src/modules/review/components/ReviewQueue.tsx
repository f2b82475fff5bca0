import { REVIEW_KINDS, type ReviewItem, type ReviewKind } from '@coal/contracts';
import { Button, Select, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useBulkAction } from '../../../ui/admin-list/useCrud.ts';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { bulkApproveReviews, bulkRejectReviews, reviewKeys } from '../api/reviewApi.ts';
import { useReviewListQuery } from '../hooks/useReview.ts';
import { ReviewDecisionBar } from './ReviewDecisionBar.tsx';
import { AuthorName } from '../../../ui/AuthorName.tsx';

const KIND_NAMES: Record<ReviewKind, string> = { article: '文章', question: '问题', answer: '回答' };
const STATUS_OPTIONS = [
  { value: 'pending', label: '待审核' },
  { value: 'published', label: '已通过' },
  { value: 'rejected', label: '已驳回' },
  { value: 'all', label: '全部' },
];

interface Filters {
  kind?: ReviewKind;
  status?: string;
  keyword?: string;
  /** `1`: questions no expert has answered yet (the workbench's card links here with it). */
  unanswered?: string;
}

function columns(kind: ReviewKind): ColumnsType<ReviewItem> {
  // The server sorts articles; questions and answers keep their own order.
  const sorter = kind === 'article' ? true : undefined;
  return [
    { title: '标题', dataIndex: 'title', ellipsis: true, width: 280 },
    { title: '分类', dataIndex: 'categoryName', width: 110, render: (v: string) => v || '—' },
    { title: '提交人', dataIndex: 'authorName', width: 120, render: (v: string, r) => <AuthorName name={v} authorType={r.authorType} /> },
    { title: '敏感词', dataIndex: 'hitCount', width: 80, render: (n: number) => (n ? <Tag color="red">{n}处</Tag> : <Tag color="green">无</Tag>) },
    { title: '状态', dataIndex: 'statusName', key: 'status', width: 170, sorter },
    { title: '提交时间', dataIndex: 'submitTime', width: 160, sorter, render: formatDateTime },
  ];
}

/**
 * 内容审核 queue: by kind (articles, questions, answers), status and keyword; bulk 通过/驳回.
 * Kept alive; the filters live in the address, so the workbench's links open it filtered.
 */
export function ReviewQueue() {
  const filters = useListFilters<Filters>();
  const kind = filters.applied.kind ?? 'article';
  // The server reads `unanswered` for questions only.
  const onlyUnanswered = kind === 'question' && filters.applied.unanswered === '1';
  const query = useReviewListQuery({ ...filters.params, kind, status: filters.applied.status ?? 'pending' });
  const refresh = [['adminArticles'], ['articles'], ['questions']] as const;
  const bulk = [
    useBulkAction(reviewKeys.all[0], { key: 'approve', label: '通过', call: (ids) => bulkApproveReviews(kind, ids) }, refresh),
    useBulkAction(
      reviewKeys.all[0],
      {
        key: 'reject',
        label: '驳回',
        danger: true,
        reason: { label: '驳回原因', placeholder: '驳回原因（将告知作者）' },
        call: (ids, reason) => bulkRejectReviews(kind, ids, reason ?? ''),
      },
      refresh,
    ),
  ];
  return (
    <>
      <Tabs activeKey={kind} onChange={(k) => filters.apply({ kind: k as ReviewKind })} items={REVIEW_KINDS.map((k) => ({ key: k, label: KIND_NAMES[k] }))} />
      <AdminList<ReviewItem>
        key={kind}
        query={query}
        filters={filters}
        fields={
          <>
            <Select
              aria-label="审核状态"
              value={filters.draft.status ?? 'pending'}
              options={STATUS_OPTIONS}
              onChange={(v: string) => filters.apply({ status: v === 'pending' ? undefined : v })}
              style={{ width: 120 }}
            />
            {onlyUnanswered ? (
              <Tag closable onClose={() => filters.apply({ unanswered: undefined })}>
                仅显示待专家回答
              </Tag>
            ) : null}
            <FilterText filters={filters} name="keyword" label="关键词" placeholder="标题关键词" width={220} />
          </>
        }
        toolbar={<Button onClick={() => void query.refetch()}>刷新</Button>}
        columns={columns(kind)}
        bulkActions={bulk}
        actionsWidth={300}
        actions={(row) => [
          { label: '审核详情', to: `/back/ContentCheckDetail?kind=${kind}&id=${row.id}` },
          kind === 'article' && { label: '版本对比', to: `/back/ContentCheckDetailCopy?id=${row.id}` },
          { label: '', render: () => <ReviewDecisionBar kind={kind} id={row.id} pending={row.status === 'pending'} size="small" /> },
        ]}
      />
    </>
  );
}

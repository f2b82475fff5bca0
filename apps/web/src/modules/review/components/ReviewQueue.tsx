import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_KINDS, type ReviewItem, type ReviewKind } from '@coal/contracts';
import { Button, Input, Select, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useReviewListQuery } from '../hooks/useReview.ts';
import { ReviewDecisionBar } from './ReviewDecisionBar.tsx';

const KIND_NAMES: Record<ReviewKind, string> = { article: '文章', question: '问题', answer: '回答' };
const STATUS_OPTIONS = [
  { value: 'pending', label: '待审核' },
  { value: 'published', label: '已通过' },
  { value: 'rejected', label: '已驳回' },
  { value: 'all', label: '全部' },
];

function columns(kind: ReviewKind): ColumnsType<ReviewItem> {
  return [
    { title: '标题', dataIndex: 'title', ellipsis: true },
    { title: '分类', dataIndex: 'categoryName', width: 110, render: (v: string) => v || '—' },
    { title: '提交人', dataIndex: 'authorName', width: 120, render: (v: string, r) => `${v}${r.authorType === 'member' ? '（会员）' : ''}` },
    { title: '敏感词', dataIndex: 'hitCount', width: 80, render: (n: number) => (n ? <Tag color="red">{n}处</Tag> : <Tag color="green">无</Tag>) },
    { title: '状态', dataIndex: 'statusName', width: 90 },
    { title: '提交时间', dataIndex: 'submitTime', width: 150, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_: unknown, row) => (
        <Space size={4}>
          <AppLink to={`/back/ContentCheckDetail?kind=${kind}&id=${row.id}`}>审核详情</AppLink>
          {kind === 'article' ? <AppLink to={`/back/ContentCheckDetailCopy?id=${row.id}`}>版本对比</AppLink> : null}
          <ReviewDecisionBar kind={kind} id={row.id} pending={row.status === 'pending'} size="small" />
        </Space>
      ),
    },
  ];
}

const kindIn = (search: URLSearchParams): ReviewKind => {
  const kind = search.get('kind');
  return (REVIEW_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ReviewKind) : 'article';
};
const statusIn = (search: URLSearchParams) => {
  const status = search.get('status');
  return STATUS_OPTIONS.some((o) => o.value === status) ? status! : 'pending';
};

/**
 * 内容审核 queue: by kind (articles, questions, answers), status and keyword. Kept alive.
 * A link may set `kind`, `status` and `unanswered=1` (the workbench's cards).
 */
export function ReviewQueue() {
  const pager = usePagination();
  const [search] = useSearchParams();
  const [kind, setKind] = useState<ReviewKind>(() => kindIn(search));
  const [status, setStatus] = useState(() => statusIn(search));
  const [unanswered, setUnanswered] = useState(() => search.get('unanswered') === '1');
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const { reset: firstPage } = pager;
  // Kept alive: a later link with filters applies them to the page already open.
  useEffect(() => {
    if (!search.has('kind') && !search.has('status')) return;
    setKind(kindIn(search));
    setStatus(statusIn(search));
    setUnanswered(search.get('unanswered') === '1');
    firstPage();
  }, [search, firstPage]);
  const onlyUnanswered = unanswered && kind === 'question';
  const query = useReviewListQuery({ kind, status, keyword: keyword || undefined, ...(onlyUnanswered ? { unanswered: '1' } : {}), ...pager.query });
  const change = (fn: () => void) => {
    fn();
    pager.reset();
  };
  return (
    <>
      <Tabs activeKey={kind} onChange={(k) => change(() => setKind(k as ReviewKind))} items={REVIEW_KINDS.map((k) => ({ key: k, label: KIND_NAMES[k] }))} />
      <SearchBar
        left={
          <>
            <Select aria-label="审核状态" value={status} options={STATUS_OPTIONS} onChange={(v: string) => change(() => setStatus(v))} style={{ width: 120 }} />
            {onlyUnanswered ? (
              <Tag closable onClose={() => change(() => setUnanswered(false))}>
                仅显示待专家回答
              </Tag>
            ) : null}
            <Input aria-label="关键词" placeholder="标题关键词" value={input} onChange={(e) => setInput(e.target.value)} onPressEnter={() => change(() => setKeyword(input.trim()))} style={{ width: 220 }} allowClear />
          </>
        }
        right={
          <>
            <Button type="primary" onClick={() => change(() => setKeyword(input.trim()))}>
              查询
            </Button>
            <Button onClick={() => void query.refetch()}>刷新</Button>
          </>
        }
      />
      <Table<ReviewItem> rowKey="id" size="middle" loading={query.isFetching} columns={columns(kind)} dataSource={query.data?.list} pagination={false} scroll={{ x: 1000 }} />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}

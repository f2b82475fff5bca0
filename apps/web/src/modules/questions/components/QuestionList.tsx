import { useState } from 'react';
import type { QuestionItem } from '@coal/contracts';
import { Button, Input, Segmented, Skeleton, Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { CategoryTabs } from '../../articles/components/CategoryTabs.tsx';
import { useExpertTypesQuery, useQuestionListQuery } from '../hooks/useQuestionQueries.ts';
import '../../articles/components/articles.css';

export function QuestionRows({ rows, loading }: { rows: QuestionItem[] | undefined; loading: boolean }) {
  if (loading && !rows) return <Skeleton active />;
  if (!rows?.length) return <Empty />;
  return (
    <ul className="coal-article-list">
      {rows.map((q) => (
        <li key={q.id} className="coal-article-list__item">
          <div className="coal-article-list__head">
            {q.isTop ? <Tag color="red">置顶</Tag> : null}
            <Tag color={q.answerCount ? 'green' : 'default'}>{q.answerCount ? `${q.answerCount}个回答` : '待回答'}</Tag>
            <AppLink to={`/portal/QuesAnswDetail?id=${q.id}`} className="coal-article-list__title" title={q.title}>
              {q.title}
            </AppLink>
            <span className="coal-article-list__date">{formatDate(q.createTime)}</span>
          </div>
          {q.content ? <p className="coal-article-list__summary">{q.content.slice(0, 120)}</p> : null}
          <div className="coal-article-list__meta">
            <span>提问：{q.authorName}</span>
            {q.expertTypeName ? <span>领域：{q.expertTypeName}</span> : null}
            {q.expertName ? <span>指定专家：{q.expertName}</span> : null}
            <span>浏览 {q.viewCount}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 问答大厅: questions by expert field, answered state and keyword. */
export function QuestionList() {
  const pager = usePagination();
  const types = useExpertTypesQuery();
  const [expertTypeId, setExpertTypeId] = useState<number | undefined>();
  const [answered, setAnswered] = useState<'all' | '1' | '0'>('all');
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const query = useQuestionListQuery({ expertTypeId, answered: answered === 'all' ? undefined : answered, keyword: keyword || undefined, ...pager.query });
  const change = (fn: () => void) => {
    fn();
    pager.reset();
  };
  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <CategoryTabs categories={types.data ?? []} value={expertTypeId} onChange={(v) => change(() => setExpertTypeId(v))} allLabel="全部领域" />
      </div>
      <SearchBar
        left={
          <Segmented
            value={answered}
            onChange={(v) => change(() => setAnswered(v as 'all' | '1' | '0'))}
            options={[
              { value: 'all', label: '全部' },
              { value: '1', label: '已回答' },
              { value: '0', label: '待回答' },
            ]}
          />
        }
        right={
          <>
            <Input
              aria-label="问题关键词"
              placeholder="搜索问题"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onPressEnter={() => change(() => setKeyword(input.trim()))}
              allowClear
              style={{ width: 220 }}
            />
            <Button type="primary" onClick={() => change(() => setKeyword(input.trim()))}>
              搜索
            </Button>
          </>
        }
      />
      <QuestionRows rows={query.data?.list} loading={query.isLoading} />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}

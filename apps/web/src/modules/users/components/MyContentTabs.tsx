import { useState } from 'react';
import type { AnswerItem } from '@coal/contracts';
import { Button, Popconfirm, Skeleton, Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { ArticleList } from '../../articles/components/ArticleList.tsx';
import { useMyArticlesQuery, useMyFollowArticlesQuery } from '../../articles/hooks/useArticleListQueries.ts';
import { QuestionRows } from '../../questions/components/QuestionList.tsx';
import { useMyAnswersQuery, useMyQuestionsQuery, useToBeAnsweredQuery } from '../../questions/hooks/useQuestionQueries.ts';
import { useDeleteAnswerMutation, useDeleteQuestionMutation } from '../../questions/hooks/useQuestionMutations.ts';
import { useAppStore } from '../../../stores/app.ts';

/** 我的文章 (published) and 我的收藏 (followed articles). */
export function MyArticlesTab({ followed = false }: { followed?: boolean }) {
  const pager = usePagination();
  const mine = useMyArticlesQuery({ status: 'published', ...pager.query }, !followed);
  const liked = useMyFollowArticlesQuery({ ...pager.query }, followed);
  const query = followed ? liked : mine;
  return (
    <>
      <ArticleList items={query.data?.list} loading={query.isLoading} />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}

/** 我的提问, with edit (until an expert answers) and delete. */
export function MyQuestionsTab() {
  const pager = usePagination();
  const setDialog = useAppStore((state) => state.setDialog);
  const query = useMyQuestionsQuery({ ...pager.query });
  const remove = useDeleteQuestionMutation();
  if (query.isLoading) return <Skeleton active />;
  return (
    <>
      {!query.data?.list.length ? (
        <Empty />
      ) : (
        query.data.list.map((q) => (
          <div key={q.id} className="coal-article-list__item">
            <div className="coal-article-list__head">
              <Tag color={q.status === 'published' ? 'green' : q.status === 'rejected' ? 'red' : 'gold'}>{q.statusName}</Tag>
              <AppLink to={`/portal/QuesAnswDetail?id=${q.id}`} className="coal-article-list__title">
                {q.title}
              </AppLink>
              <span className="coal-article-list__date">{`${q.answerCount}个回答 · ${formatDateTime(q.createTime)}`}</span>
              {q.answerCount === 0 ? (
                <Button size="small" type="link" onClick={() => setDialog('editQuestion', true, String(q.id))}>
                  编辑
                </Button>
              ) : null}
              <Popconfirm title="删除该问题？" onConfirm={() => remove.mutate(q.id)}>
                <Button size="small" type="link" danger>
                  删除
                </Button>
              </Popconfirm>
            </div>
            {q.rejectReason ? <div className="coal-muted">驳回原因：{q.rejectReason}</div> : null}
          </div>
        ))
      )}
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}

/** Experts: 待我回答 and 我的回答. */
export function MyAnswersTab() {
  const pager = usePagination();
  const [view, setView] = useState<'todo' | 'done'>('todo');
  const todo = useToBeAnsweredQuery({ ...pager.query }, view === 'todo');
  const done = useMyAnswersQuery({ ...pager.query }, view === 'done');
  const remove = useDeleteAnswerMutation();
  const answers: AnswerItem[] = done.data?.list ?? [];
  return (
    <>
      <div style={{ marginBottom: 8 }}>
        <Button
          type={view === 'todo' ? 'primary' : 'default'}
          size="small"
          onClick={() => {
            setView('todo');
            pager.reset();
          }}
        >
          待我回答
        </Button>{' '}
        <Button
          type={view === 'done' ? 'primary' : 'default'}
          size="small"
          onClick={() => {
            setView('done');
            pager.reset();
          }}
        >
          我的回答
        </Button>
      </div>
      {view === 'todo' ? (
        <QuestionRows rows={todo.data?.list} loading={todo.isLoading} />
      ) : done.isLoading ? (
        <Skeleton active />
      ) : !answers.length ? (
        <Empty />
      ) : (
        answers.map((a) => (
          <div key={a.id} className="coal-article-list__item">
            <div className="coal-article-list__head">
              <Tag color={a.status === 'published' ? 'green' : 'gold'}>{a.statusName}</Tag>
              <AppLink to={`/portal/QuesAnswDetail?id=${a.questionId}`} className="coal-article-list__title">
                {a.questionTitle}
              </AppLink>
              <Popconfirm title="删除该回答？" onConfirm={() => remove.mutate(a.id)}>
                <Button size="small" type="link" danger>
                  删除
                </Button>
              </Popconfirm>
            </div>
            <p className="coal-article-list__summary">{a.content.slice(0, 160)}</p>
          </div>
        ))
      )}
      <Pagination pager={pager} total={view === 'todo' ? todo.data?.total : done.data?.total} />
    </>
  );
}

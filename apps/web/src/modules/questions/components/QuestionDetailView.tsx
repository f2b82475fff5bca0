import { useState } from 'react';
import { WarningOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { useMemberAction } from '../../auth/useMemberAction.ts';
import { ComplaintDialog } from '../../complaints/components/ComplaintDialog.tsx';
import { useQuestionDetailQuery } from '../hooks/useQuestionQueries.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { AnswerList } from './AnswerList.tsx';
import './questions.css';

/** A question, its answers and, for experts, the answer form. */
export function QuestionDetailView({ id }: { id: number | null }) {
  const question = useQuestionDetailQuery(id);
  const isExpert = useSessionStore((s) => s.loginStatus && s.userInfo?.isExpert === '1');
  const memberOnly = useMemberAction();
  const [complaining, setComplaining] = useState(false);
  if (id !== null && question.isLoading) return <Skeleton active />;
  const q = question.data;
  if (!q) return <Empty description="问题不存在或已下线" />;
  return (
    <>
      <h1 className="coal-article__title">{q.title}</h1>
      <div className="coal-article__meta">
        {q.expertTypeName ? <Tag color="blue">{q.expertTypeName}</Tag> : null}
        <span>提问：{q.authorName}</span>
        <span>{formatDateTime(q.createTime)}</span>
        {q.expertName ? <span>指定专家：{q.expertName}</span> : null}
        <span>浏览 {q.viewCount}</span>
        <Button size="small" type="text" danger icon={<WarningOutlined />} onClick={memberOnly(() => setComplaining(true), 'complain:question')}>
          投诉
        </Button>
      </div>
      {q.content ? <div className="coal-question__content">{q.content}</div> : null}
      <h3 style={{ marginTop: 20 }}>专家回答（{q.answerCount}）</h3>
      <AnswerList questionId={q.id} />
      {isExpert ? (
        <Card size="small" style={{ marginTop: 16 }}>
          <AnswerForm questionId={q.id} />
        </Card>
      ) : null}
      <ComplaintDialog open={complaining} targetType="question" targetId={q.id} targetTitle={q.title} onClose={() => setComplaining(false)} />
    </>
  );
}

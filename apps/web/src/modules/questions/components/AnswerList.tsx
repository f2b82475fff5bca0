import { useState } from 'react';
import { LikeFilled, LikeOutlined, UserOutlined, WarningOutlined } from '@ant-design/icons';
import type { AnswerItem } from '@coal/contracts';
import { Avatar, Button, Skeleton } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useMemberAction } from '../../auth/useMemberAction.ts';
import { ComplaintDialog } from '../../complaints/components/ComplaintDialog.tsx';
import { useAnswersQuery } from '../hooks/useQuestionQueries.ts';
import { useAnswerThumbsUpMutation } from '../hooks/useQuestionMutations.ts';
import './questions.css';

/** The experts' answers to a question, with thumbs-up and complaint. Answers are plain text. */
export function AnswerList({ questionId }: { questionId: number }) {
  const pager = usePagination();
  const answers = useAnswersQuery({ questionId, ...pager.query });
  const thumbsUp = useAnswerThumbsUpMutation();
  const memberOnly = useMemberAction();
  const [complained, setComplained] = useState<AnswerItem | null>(null);
  if (answers.isLoading) return <Skeleton active avatar />;
  const list = answers.data?.list ?? [];
  return (
    <>
      {!list.length ? (
        <Empty description="暂无专家回答" />
      ) : (
        list.map((a) => (
          <div key={a.id} className="coal-answer">
            <Avatar size={40} src={a.expertPhotoUrl || undefined} icon={<UserOutlined />} />
            <div className="coal-answer__body">
              <div>
                <strong>{a.expertName}</strong> <span className="coal-muted">{a.expertTitle}</span>
              </div>
              <div className="coal-answer__content">{a.content}</div>
              <div className="coal-article-list__meta">
                <span>{formatDateTime(a.createTime)}</span>
                <Button size="small" type="text" icon={a.isThumbsUp ? <LikeFilled /> : <LikeOutlined />} onClick={memberOnly(() => thumbsUp.mutate(a.id))}>
                  {a.thumbsUpCount}
                </Button>
                <Button size="small" type="text" danger icon={<WarningOutlined />} onClick={memberOnly(() => setComplained(a), `complain:answer:${a.id}`)}>
                  投诉
                </Button>
              </div>
            </div>
          </div>
        ))
      )}
      <Pagination pager={pager} total={answers.data?.total} />
      <ComplaintDialog
        open={complained !== null}
        targetType="answer"
        targetId={complained?.id ?? 0}
        targetTitle={complained ? `${complained.expertName}的回答` : ''}
        onClose={() => setComplained(null)}
      />
    </>
  );
}

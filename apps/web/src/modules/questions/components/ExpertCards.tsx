import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Skeleton, Tag } from 'antd';
import { useAppStore } from '../../../stores/app.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useMemberAction } from '../../auth/useMemberAction.ts';
import { useExpertListQuery } from '../hooks/useQuestionQueries.ts';
import { FollowExpertButton } from './FollowExpertButton.tsx';
import './questions.css';

/** 专家风采: experts with their fields and counts; 向TA提问 opens the quiz dialog for them. */
export function ExpertCards() {
  const experts = useExpertListQuery({ pageSize: 10 });
  const memberOnly = useMemberAction();
  const setDialog = useAppStore((state) => state.setDialog);
  return (
    <SectionCard title="专家风采">
      {experts.isLoading ? (
        <Skeleton active avatar />
      ) : !experts.data?.list.length ? (
        <Empty simple />
      ) : (
        <ul className="coal-expert-list">
          {experts.data.list.map((e) => (
            <li key={e.id}>
              <Avatar size={44} src={e.photoUrl || undefined} icon={<UserOutlined />} />
              <div className="coal-expert-list__body">
                <div>
                  <strong>{e.name}</strong> <span className="coal-muted">{e.title}</span>
                </div>
                <div className="coal-muted">{e.organization}</div>
                <div>
                  {e.expertTypes.map((t) => (
                    <Tag key={t.id}>{t.name}</Tag>
                  ))}
                  <span className="coal-muted">回答 {e.answerCount}</span>
                </div>
              </div>
              <div className="coal-expert-list__actions">
                <Button size="small" onClick={memberOnly(() => setDialog('quiz', true, e.id), `quiz:${e.id}`)}>
                  向TA提问
                </Button>
                <FollowExpertButton expertId={e.id} name={e.name} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

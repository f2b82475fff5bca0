import { useState } from 'react';
import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Skeleton, Statistic, Tag } from 'antd';
import { PublishButtons } from '../../home/components/MemberFeedBlock.tsx';
import { usePersonalStatisticsQuery, useSimpleUserInfoQuery } from '../hooks/useUsers.ts';
import { ProfileEditDialog } from './ProfileEditDialog.tsx';
import './users.css';

/** The member's card: avatar, name, introduction, edit, and the statistics. */
export function ProfileCard() {
  const info = useSimpleUserInfoQuery();
  const stats = usePersonalStatisticsQuery();
  const [editing, setEditing] = useState(false);
  if (info.isLoading) return <Skeleton active avatar />;
  const user = info.data;
  const s = stats.data;
  const numbers: Array<[string, number | undefined]> = [
    ['已发布', s?.articleCount],
    ['草稿/待审', s?.unpublishCount],
    ['被驳回', s?.rejectCount],
    ['提问', s?.questionCount],
    ['回答', s?.answerCount],
    ['关注', s?.followCount],
    ['粉丝', s?.fansCount],
    ['收藏文章', s?.followArticleCount],
    ['获赞', s?.thumbsUpReceived],
    ['被阅读', s?.viewReceived],
  ];
  return (
    <Card className="coal-profile">
      <div className="coal-profile__head">
        <Avatar size={72} src={user?.avatarUrl || undefined} icon={<UserOutlined />} />
        <div className="coal-profile__who">
          <h2>
            {user?.nickname || '会员'} {user?.isExpert === '1' ? <Tag color="gold">专家</Tag> : null}
          </h2>
          <p className="coal-muted">{user?.introduction || '这个人很低调，还没有填写简介。'}</p>
        </div>
        <div className="coal-profile__actions">
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            编辑资料
          </Button>
          <PublishButtons />
        </div>
      </div>
      <div className="coal-profile__stats" aria-label="个人统计">
        {numbers.map(([label, value]) => (
          <Statistic key={label} title={label} value={value ?? '-'} />
        ))}
      </div>
      {user ? <ProfileEditDialog open={editing} user={user} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

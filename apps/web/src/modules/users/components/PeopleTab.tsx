import type { SimpleUserInfo } from '@coal/contracts';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Skeleton, Tag } from 'antd';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useFansListQuery, useFollowListQuery, useFollowUserMutation } from '../hooks/useUsers.ts';

function Person({ user }: { user: SimpleUserInfo }) {
  const follow = useFollowUserMutation();
  return (
    <li className="coal-person">
      <Avatar size={40} src={user.avatarUrl || undefined} icon={<UserOutlined />} />
      <div className="coal-person__body">
        <strong>{user.nickname}</strong> {user.isExpert === '1' ? <Tag color="gold">专家</Tag> : null}
        <div className="coal-muted">{user.introduction || '—'}</div>
        <div className="coal-muted">
          文章 {user.articleCount} · 关注 {user.followCount} · 粉丝 {user.fansCount}
        </div>
      </div>
      <Button size="small" type={user.isFollowed ? 'default' : 'primary'} loading={follow.isPending} onClick={() => follow.mutate(user.userId)}>
        {user.isFollowed ? '取消关注' : '关注'}
      </Button>
    </li>
  );
}

/** 我的关注 / 我的粉丝: members with follow toggles. */
export function PeopleTab({ kind }: { kind: 'follows' | 'fans' }) {
  const pager = usePagination();
  const follows = useFollowListQuery({ ...pager.query });
  const fans = useFansListQuery({ ...pager.query });
  const list = kind === 'follows' ? follows : fans;
  if (list.isLoading) return <Skeleton active avatar />;
  return (
    <>
      {list.data?.list.length ? (
        <ul className="coal-people">
          {list.data.list.map((u) => (
            <Person key={u.userId} user={u} />
          ))}
        </ul>
      ) : (
        <Empty description={kind === 'follows' ? '还没有关注任何人' : '还没有粉丝'} />
      )}
      <Pagination pager={pager} total={list.data?.total} />
    </>
  );
}

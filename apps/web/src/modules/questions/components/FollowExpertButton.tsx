import { Button } from 'antd';
import { useSessionStore } from '../../../stores/session.ts';
import { useMemberAction } from '../../auth/useMemberAction.ts';
import { useFollowUserMutation, useSimpleUserInfoQuery } from '../../users/hooks/useUsers.ts';

/**
 * 关注 / 已关注 on an expert (专家风采, Q&A): members follow experts like any member; the
 * state is the expert's card as the server answers it for this viewer. Tourists are asked to log in.
 */
export function FollowExpertButton({ expertId, name }: { expertId: string; name: string }) {
  const loggedIn = useSessionStore((s) => Boolean(s.userInfo));
  const memberOnly = useMemberAction();
  const info = useSimpleUserInfoQuery(expertId, loggedIn);
  const follow = useFollowUserMutation();
  const followed = loggedIn && info.data?.isFollowed === true;
  return (
    <Button
      size="small"
      type={followed ? 'default' : 'primary'}
      ghost={!followed}
      loading={follow.isPending}
      aria-pressed={followed}
      aria-label={`${followed ? '取消关注' : '关注'}专家${name}`}
      onClick={memberOnly(() => follow.mutate(expertId))}
    >
      {followed ? '已关注' : '关注'}
    </Button>
  );
}

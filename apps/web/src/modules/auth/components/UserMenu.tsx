import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { useSessionStore } from '../../../stores/session.ts';
import { useAuthDialogs } from './authDialogStore.ts';

// Members only: its dropdown (antd Menu) is not downloaded by tourists' first visit.
const MemberMenu = lazy(() => import('./MemberMenu.tsx').then((m) => ({ default: m.MemberMenu })));

/**
 * Header account area: 登录 for tourists; for members their nickname with 个人中心,
 * 修改密码 and 退出登录 (MemberMenu).
 */
export function UserMenu() {
  const loginStatus = useSessionStore((state) => state.loginStatus);
  const userInfo = useSessionStore((state) => state.userInfo);
  const { openLogin } = useAuthDialogs.getState();

  if (!loginStatus || !userInfo) {
    return (
      <Button type="primary" danger onClick={openLogin}>
        登录
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <MemberMenu userInfo={userInfo} />
    </Suspense>
  );
}

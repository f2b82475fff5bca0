import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { UserInfo } from '@coal/contracts';
import { pageExit } from '../../../app/guard/pageExit.ts';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { logout } from '../api.ts';
import { useAuthDialogs } from './authDialogStore.ts';

/**
 * A member's account menu: 个人中心, 修改密码 and 退出登录 (logout, become a tourist,
 * reload so every part restarts clean).
 */
export function MemberMenu({ userInfo }: { userInfo: UserInfo }) {
  const { openReset } = useAuthDialogs.getState();
  const navigate = useAppNavigate();

  const signOut = async () => {
    try {
      await logout();
    } finally {
      // Even when the call fails the tab must not keep showing a member.
      useSessionStore.getState().setTourist();
      pageExit.reload();
    }
  };

  const items: MenuProps['items'] = [
    { key: 'personal', label: '个人中心' },
    { key: 'password', label: '修改密码' },
    { type: 'divider' },
    { key: 'logout', label: '退出登录', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'personal') navigate('/portal/Personal');
    else if (key === 'password') openReset(userInfo.loginId, 'change');
    else if (key === 'logout') void signOut().catch(() => undefined);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" style={{ color: '#fff' }} icon={<UserOutlined />}>
        {userInfo.nickname || userInfo.loginId} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

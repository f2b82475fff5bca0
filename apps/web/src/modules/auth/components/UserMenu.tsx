import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { pageExit } from '../../../app/guard/pageExit.ts';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { logout } from '../api.ts';
import { useAuthDialogs } from './authDialogStore.ts';

/**
 * Header account area: 登录 for tourists; for members their nickname with 个人中心,
 * 修改密码 and 退出登录 (logout, become a tourist, reload so every part restarts clean).
 */
export function UserMenu() {
  const loginStatus = useSessionStore((state) => state.loginStatus);
  const userInfo = useSessionStore((state) => state.userInfo);
  const { openLogin, openReset } = useAuthDialogs.getState();
  const navigate = useAppNavigate();

  if (!loginStatus || !userInfo) {
    return (
      <Button type="primary" danger onClick={openLogin}>
        登录
      </Button>
    );
  }

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

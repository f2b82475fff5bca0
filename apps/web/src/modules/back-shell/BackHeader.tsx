import { HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffProfile } from '@coal/contracts';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { BACK_SITE_TITLE } from '../../app/site.ts';
import { useAppStore } from '../../stores/app.ts';
import { useStaffStore } from '../../stores/staff.ts';
import { staffLogout } from '../auth/api.ts';
import { MenuSearch } from './MenuSearch.tsx';
import { StaffAccountMenu } from './StaffAccountMenu.tsx';

export interface BackHeaderProps {
  profile: StaffProfile;
}

/** Back-office header: site title, the menu search, 工作台, the staff member's menu (修改密码), 退出登录. */
export function BackHeader({ profile }: BackHeaderProps) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    try {
      await staffLogout();
    } catch {
      // The local session is dropped whatever the server said.
    }
    useStaffStore.getState().clearProfile();
    useAppStore.getState().clearTabs();
    queryClient.clear();
    navigate('/back/Login', { replace: true });
  };

  return (
    <Layout.Header className="coal-back-header">
      <span className="coal-back-header__title">{BACK_SITE_TITLE}</span>
      <Space>
        <MenuSearch permissions={profile.permissions} />
        <Button size="small" type="text" style={{ color: '#fff' }} icon={<HomeOutlined />} onClick={() => navigate('/back')}>
          工作台
        </Button>
        <StaffAccountMenu profile={profile} />
        <Button size="small" ghost icon={<LogoutOutlined />} onClick={() => void signOut()}>
          退出登录
        </Button>
      </Space>
    </Layout.Header>
  );
}

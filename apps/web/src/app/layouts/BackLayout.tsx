import { useLayoutEffect } from 'react';
import { Layout } from 'antd';
import { useLocation } from 'react-router';
import { BackHeader } from '../../modules/back-shell/BackHeader.tsx';
import { BackOutlet } from '../../modules/back-shell/BackOutlet.tsx';
import { BackSidebar } from '../../modules/back-shell/BackSidebar.tsx';
import { BackTabBar } from '../../modules/back-shell/BackTabBar.tsx';
import { ReloginDialog } from '../../modules/back-shell/ReloginDialog.tsx';
import { useStaffSession } from '../../modules/back-shell/useStaffSession.ts';
import { useTabSync } from '../../modules/back-shell/useTabSync.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';

const NO_PERMISSIONS: readonly string[] = [];

/**
 * Shell of the back office (every /back page but Login): staff session check, header,
 * permission-built sidebar, tab bar, and the page area with ContentCheck kept alive.
 */
export function BackLayout() {
  const profile = useStaffSession();
  const { pathname } = useLocation();
  const permissions = profile?.permissions ?? NO_PERMISSIONS;
  useTabSync(permissions);
  // The sidebar makes the page long: a page opened from low in it starts at its top, title and filters in view.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!profile) return <PageLoading fullScreen />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <BackHeader profile={profile} />
      <Layout>
        {/* Remounted when the permissions change (a role edit, the forced password change): its groups open anew. */}
        <BackSidebar key={permissions.join()} permissions={permissions} selected={pathname} />
        <Layout.Content className="coal-back-content">
          <BackTabBar />
          <BackOutlet permissions={permissions} />
        </Layout.Content>
      </Layout>
      <ReloginDialog />
    </Layout>
  );
}

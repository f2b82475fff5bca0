import { useMemo } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { useAppStore } from '../../stores/app.ts';
import { buildBackMenu } from './menu.ts';

export interface BackSidebarProps {
  permissions: readonly string[];
  /** Current pathname, to highlight its entry. */
  selected: string;
}

/** Collapsible sidebar menu built from BACK_PAGES and the staff member's permissions. */
export function BackSidebar({ permissions, selected }: BackSidebarProps) {
  const collapsed = useAppStore((state) => state.collapsed);
  const setCollapsed = useAppStore((state) => state.setCollapsed);
  const navigate = useAppNavigate();

  const items = useMemo<MenuProps['items']>(
    () =>
      buildBackMenu(permissions).map((group) => ({
        key: `group:${group.title}`,
        label: group.title,
        children: group.items.map((item) => ({ key: item.path, label: item.title })),
      })),
    [permissions],
  );
  const openKeys = useMemo(() => (items ?? []).map((item) => String(item?.key)), [items]);

  return (
    <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={220} theme="dark">
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[selected]}
        defaultOpenKeys={openKeys}
        onClick={({ key }) => navigate(key)}
        aria-label="后台菜单"
      />
    </Layout.Sider>
  );
}

import { useState } from 'react';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { StaffProfile } from '@coal/contracts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

/**
 * The header's user menu: the staff member's name, 修改密码. A temporary password (set by an
 * administrator) opens the dialog before anything else, and it cannot be dismissed.
 */
export function StaffAccountMenu({ profile }: { profile: StaffProfile }) {
  const [open, setOpen] = useState(false);
  const forced = profile.mustChangePassword === true;
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items: [{ key: 'password', label: '修改密码', onClick: () => setOpen(true) }] }}>
        <Button type="text" style={{ color: '#fff' }} aria-label="账号菜单">
          <UserOutlined /> {profile.name || profile.loginId} <DownOutlined />
        </Button>
      </Dropdown>
      {/* Mounted per opening: each change starts from a fresh form and request state. */}
      {open || forced ? <ChangePasswordDialog open forced={forced} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

import { Card } from 'antd';
import { Outlet } from 'react-router';

/** /portal/GateWay: the unified sign-in gateway; its child LoginCon is the form. */
export function GateWayPage() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Card title="会员登录" style={{ width: 440, maxWidth: '100%' }}>
        <Outlet />
      </Card>
    </div>
  );
}

import { Result } from 'antd';
import { Navigate } from 'react-router';
import { firstPermittedPath } from '../../modules/back-shell/menu.ts';
import { useStaffStore } from '../../stores/staff.ts';

/** /back: straight to the first page the staff member may see. */
export function BackHomePage() {
  const permissions = useStaffStore((state) => state.profile?.permissions ?? []);
  const target = firstPermittedPath(permissions);
  if (target) return <Navigate to={target} replace />;
  return <Result status="info" title="暂无可访问的页面" subTitle="您的账号尚未分配后台权限，请联系管理员。" />;
}

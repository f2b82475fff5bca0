import { IndexProductManagement } from '../../modules/prices-admin/components/IndexProductManagement.tsx';

/** 指数产品管理 (/back/IndexProductManagement). */
export function IndexProductManagementPage() {
  return <IndexProductManagement />;
}

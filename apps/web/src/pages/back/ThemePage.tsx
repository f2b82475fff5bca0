import { ThemePicker } from '../../modules/site-admin/components/ThemePicker.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 主题管理 (/back/Theme). */
export function ThemePage() {
  return (
    <ManagerLayout title="主题管理">
      <ThemePicker />
    </ManagerLayout>
  );
}

import { CheckSandbox } from '../../modules/review/components/CheckSandbox.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 审核检测沙箱 (/back/ContentCheckTest). */
export function ContentCheckTestPage() {
  return (
    <ManagerLayout title="审核检测沙箱">
      <CheckSandbox />
    </ManagerLayout>
  );
}

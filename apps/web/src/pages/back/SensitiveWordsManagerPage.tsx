import { SensitiveWordTable } from '../../modules/moderation/components/SensitiveWordTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 敏感词管理 (/back/SensitiveWordsManager). */
export function SensitiveWordsManagerPage() {
  return (
    <ManagerLayout title="敏感词管理">
      <SensitiveWordTable />
    </ManagerLayout>
  );
}

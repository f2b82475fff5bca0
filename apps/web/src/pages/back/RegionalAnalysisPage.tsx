import { RegionalAnalysis } from '../../modules/analytics-admin/components/RegionalAnalysis.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 地域分析 (/back/RegionalAnalysis). */
export function RegionalAnalysisPage() {
  return (
    <ManagerLayout title="地域分析">
      <RegionalAnalysis />
    </ManagerLayout>
  );
}

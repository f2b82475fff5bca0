import { RealtimeVisitors } from '../../modules/analytics-admin/components/RealtimeVisitors.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 实时访客分析 (/back/RealTimeVisitorAnalysis). */
export function RealTimeVisitorAnalysisPage() {
  return (
    <ManagerLayout title="实时访客分析">
      <RealtimeVisitors />
    </ManagerLayout>
  );
}

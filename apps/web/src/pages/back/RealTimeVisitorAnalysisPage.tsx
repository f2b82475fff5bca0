import { BackPagePlaceholder } from '../../modules/back-shell/BackPagePlaceholder.tsx';

/** 实时访客分析 (/back/RealTimeVisitorAnalysis): the management screen arrives with its own issue. */
export function RealTimeVisitorAnalysisPage() {
  return <BackPagePlaceholder name="RealTimeVisitorAnalysis" />;
}

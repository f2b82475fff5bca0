import { BackPagePlaceholder } from '../../modules/back-shell/BackPagePlaceholder.tsx';

/** 地域分析 (/back/RegionalAnalysis): the management screen arrives with its own issue. */
export function RegionalAnalysisPage() {
  return <BackPagePlaceholder name="RegionalAnalysis" />;
}

import { BackPagePlaceholder } from '../../modules/back-shell/BackPagePlaceholder.tsx';

/** 点击统计 (/back/ClickStatistics): the management screen arrives with its own issue. */
export function ClickStatisticsPage() {
  return <BackPagePlaceholder name="ClickStatistics" />;
}

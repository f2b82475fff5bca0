import { BackPagePlaceholder } from '../../modules/back-shell/BackPagePlaceholder.tsx';

/** 点击统计详情 (/back/ClickStatisticsDetail): the management screen arrives with its own issue. */
export function ClickStatisticsDetailPage() {
  return <BackPagePlaceholder name="ClickStatisticsDetail" />;
}

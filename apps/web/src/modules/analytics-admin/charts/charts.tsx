import { lazyChart } from '../../../ui/charts/Chart.tsx';

/** Line, bar and pie charts of the dashboards. */
export const DashboardChart = lazyChart(() => import('./extraCharts.ts'));

/** The China province map (RegionalAnalysis only: the map data loads with it). */
export const ChinaMapChart = lazyChart(() => import('./chinaMap.ts'));

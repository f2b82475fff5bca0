/** Pie charts for the dashboards, registered on the shared ECharts core (loaded with the first dashboard chart). */
import { PieChart } from 'echarts/charts';
import { echarts } from '../../../ui/charts/echarts.ts';

echarts.use([PieChart]);

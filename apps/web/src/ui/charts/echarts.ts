/**
 * The ECharts build of the app: only the charts and components the price pages use are
 * registered (tree-shaken `echarts/core`). Imported by EChart.tsx alone, which is always
 * loaded lazily, so ECharts never lands in the entry chunk.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, DataZoomInsideComponent, DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  AriaComponent,
  CanvasRenderer,
]);

export { echarts };

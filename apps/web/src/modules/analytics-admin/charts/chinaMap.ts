/**
 * The China province map (from echarts 4.9.0, which shipped it; later versions do not) and
 * the map series, registered on the shared ECharts core. Only RegionalAnalysis loads this.
 */
import { MapChart } from 'echarts/charts';
import { GeoComponent, VisualMapComponent } from 'echarts/components';
import china from 'echarts-v4/map/json/china.json';
import { echarts } from '../../../ui/charts/echarts.ts';

echarts.use([MapChart, GeoComponent, VisualMapComponent]);
echarts.registerMap('china', china as Parameters<typeof echarts.registerMap>[1]);

/** Every chart wrapper, referenced so none is tree-shaken away. */
import { BarChart, DualAxisChart, ForecastChart, GaugeChart, HeatmapChart, LineChart, PieChart, PositionMap, RankBarChart } from '../../../src/charts';

export const everyChart = [LineChart, BarChart, PieChart, GaugeChart, DualAxisChart, HeatmapChart, RankBarChart, ForecastChart, PositionMap].map((c) => c.name);

/** Themed chart wrappers on tree-shaken echarts/core. Import from here only in routes that draw charts. */
export { EChart, type EChartProps } from './EChart';
export { ChartError, type ChartErrorProps } from './ChartError';
export { LineChart, type LineChartProps } from './LineChart';
export { BarChart, type BarChartProps } from './BarChart';
export { PieChart, type PieChartProps } from './PieChart';
export { GaugeChart, type GaugeChartProps } from './GaugeChart';
export { DualAxisChart, type DualAxisChartProps } from './DualAxisChart';
export { HeatmapChart, type HeatmapChartProps } from './HeatmapChart';
export { SankeyChart, sankeyNodes, type SankeyChartProps, type SankeyLink } from './SankeyChart';
export { RankBarChart, type RankBarChartProps } from './RankBarChart';
export { ForecastChart, type ForecastChartProps, type ForecastPoint } from './ForecastChart';
export { PositionMap, type PositionMapProps, type MapPoint, type MapRoute, type PositionStatus } from './PositionMap';
export { ChartScaleProvider, useChartScale } from './scale';
export * from './format';
export type { ChartSeries, ChartItem, ChartContext, BaseChartProps } from './types';
export type { GeoJsonFeatureCollection, LonLat } from './projection';

import type { ReactNode } from 'react';
import type { ThemeName, ThemeTokens } from '../../tokens';

/** One named series aligned with the chart's categories. */
export interface ChartSeries {
  name: string;
  data: Array<number | null>;
}

/** A name/value item (pie slices, rankings). */
export interface ChartItem {
  name: string;
  value: number;
}

/** What an option builder gets at draw time: the resolved theme, text scale and real size. */
export interface ChartContext {
  theme: ThemeName;
  tokens: ThemeTokens;
  scale: number;
  width: number;
  height: number;
  animate: boolean;
}

/** Props every chart shares. */
export interface BaseChartProps {
  /** Accessible name of the chart (also the summary heading). */
  title: string;
  /** Height in CSS pixels or any CSS length (width follows the container). */
  height?: number | string;
  loading?: boolean;
  /**
   * The data could not be loaded: shows 数据加载失败 (plus this detail when it is not `true`)
   * instead of the chart or 暂无数据.
   */
  error?: ReactNode;
  /** Adds a 重试 button to the error state. */
  onRetry?: () => void;
  /** Animation on/off (always off under automation). */
  animation?: boolean;
  className?: string;
}

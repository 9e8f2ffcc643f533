/**
 * The one echarts/core instance: canvas renderer plus the three design themes. Each chart
 * module registers only the series and components it draws (tree-shaking keeps the rest out).
 */
import { init, registerTheme, setPlatformAPI, use as registerModules } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { registerEchartsThemes } from '../theme/echartsTheme';
import { measureText } from './textMeasure';

registerModules([CanvasRenderer]);
if (typeof document !== 'undefined') setPlatformAPI({ measureText });
registerEchartsThemes({ registerTheme });

/** echarts' `use`, renamed so it is not mistaken for a React hook. */
export const registerChartModules = registerModules;
export { init };
export type { EChartsType } from 'echarts/core';

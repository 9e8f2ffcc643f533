/**
 * The one echarts/core instance: canvas renderer plus the three design themes. Each chart
 * wrapper lists the series and components it draws (ChartModules) and EChart registers them
 * before its first draw: nothing registers at import time, so a route that imports the
 * charts barrel but renders only line and bar charts bundles no pie, gauge or map code.
 */
import { init, registerTheme, setPlatformAPI, use as registerModules } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { registerEchartsThemes } from '../theme/echartsTheme';
import { measureText } from './textMeasure';

registerModules([CanvasRenderer]);
if (typeof document !== 'undefined') setPlatformAPI({ measureText });
registerEchartsThemes({ registerTheme });

/** echarts' `use`, renamed so it is not mistaken for a React hook (idempotent). */
export const registerChartModules = registerModules;
/** The echarts/charts and echarts/components installers one chart needs. */
export type ChartModules = Parameters<typeof registerModules>[0];
export { init };
export type { EChartsType } from 'echarts/core';

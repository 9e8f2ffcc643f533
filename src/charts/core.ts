/**
 * The one echarts/core instance: canvas renderer plus the three design themes. Each chart
 * module registers only the series and components it draws (tree-shaking keeps the rest out).
 */
import { init, registerTheme, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { registerEchartsThemes } from '../theme/echartsTheme';

use([CanvasRenderer]);
registerEchartsThemes({ registerTheme });

export { init, use };
export type { EChartsType } from 'echarts/core';

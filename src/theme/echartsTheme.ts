/**
 * ECharts draws on canvas and cannot read CSS variables, so each design theme becomes one
 * registered ECharts theme built from the resolved token values.
 */
import { resolvedThemes, themeNames, type ThemeName, type ThemeTokens } from '../../tokens';

export function echartsThemeName(theme: ThemeName): string {
  return `sanitation-${theme}`;
}

export function buildEchartsTheme(tokens: ThemeTokens) {
  const c = tokens.color;
  const axis = {
    axisLine: { lineStyle: { color: c.border.default } },
    axisTick: { lineStyle: { color: c.border.default } },
    axisLabel: { color: c.text.secondary },
    splitLine: { lineStyle: { color: c.border.secondary } },
    nameTextStyle: { color: c.text.secondary },
  };
  return {
    color: Object.values(c.chart),
    backgroundColor: 'transparent',
    textStyle: { fontFamily: tokens.font.family, color: c.text.primary },
    title: { textStyle: { color: c.text.primary }, subtextStyle: { color: c.text.secondary } },
    legend: { textStyle: { color: c.text.secondary } },
    tooltip: {
      backgroundColor: c.bg.elevated,
      borderColor: c.border.default,
      textStyle: { color: c.text.primary },
    },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    logAxis: axis,
    gauge: { axisLine: { lineStyle: { color: [[1, c.fill.default]] } } },
  };
}

type Registrar = { registerTheme: (name: string, theme: object) => void };

/** Register all three themes on an echarts/core instance (idempotent). */
export function registerEchartsThemes(echarts: Registrar): void {
  for (const name of themeNames) echarts.registerTheme(echartsThemeName(name), buildEchartsTheme(resolvedThemes[name]));
}

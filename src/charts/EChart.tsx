/**
 * Thin themed wrapper over echarts/core (no echarts-for-react: we need synchronous redraws
 * on theme change, font loading before the first draw and the accessibility frame).
 * - theme: the nearest [data-theme] (themeOf), re-init with the matching registered theme
 *   whenever <html data-theme> changes;
 * - size: ResizeObserver on the host, drawn at real pixel size;
 * - fonts: the Noto Sans SC glyphs and weights of the option are loaded before the first
 *   draw (synchronous when they already are);
 * - a11y: role="img" + aria-label, described by a visually hidden text summary.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { resolvedThemes, type ThemeName } from '../../tokens';
import { echartsThemeName } from '../theme/echartsTheme';
import { getActiveTheme, onThemeChange } from '../theme/themeStore';
import { themeOf } from '../theme/useThemeName';
import { t } from '../i18n';
import { init, registerChartModules, type ChartModules, type EChartsType } from './core';
import { CHART_DEFAULT_HEIGHT, CHART_PROBE_SIZE } from './constants';
import { chartFontsOf, ensureChartFonts, fontsReady, prefetchChartFonts } from './fonts';
import { shouldAnimate } from './motion';
import { useChartScale } from './scale';
import type { BaseChartProps, ChartContext } from './types';
import { ChartError } from './ChartError';
import { ChartHost, ChartOverlay, ChartRoot, VisuallyHidden } from './EChart.styles';

export type ChartEventHandler = (params: unknown) => void;

export interface EChartProps extends BaseChartProps {
  /** The series and components the option uses, registered before the first draw. */
  modules?: ChartModules;
  /** Characters the option's canvas formatters draw that are not in its strings (units, %). */
  formatterGlyphs?: string;
  /** Builds the option for the current theme, scale and size. */
  build: (ctx: ChartContext) => EChartsCoreOption;
  /** Lines of the screen-reader summary. */
  summary: string[];
  empty?: boolean;
  onEvents?: Record<string, ChartEventHandler>;
  /** Decoration drawn over the canvas (e.g. a donut's centre total); hidden from screen readers. */
  overlay?: ReactNode;
}

export function EChart({ title, height = CHART_DEFAULT_HEIGHT, loading, error, onRetry, empty, animation, modules, formatterGlyphs, build, summary, onEvents, overlay, className }: EChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: EChartsType; theme: ThemeName } | null>(null);
  const sizeRef = useRef('');
  const eventsRef = useRef(onEvents);
  const summaryId = useId();
  const scale = useChartScale();
  const failed = !loading && error != null && error !== false;
  const visible = !loading && !failed && !empty;
  // The glyphs depend on neither size nor theme: a provisional option names them, and their
  // fonts download while React renders the rest of the page, so they are often there by the
  // first draw (which then runs at once). An idempotent cache warm-up, safe during render.
  useMemo(() => {
    if (!visible || typeof document === 'undefined') return;
    const theme = getActiveTheme();
    prefetchChartFonts(build({ theme, tokens: resolvedThemes[theme], scale, ...CHART_PROBE_SIZE, animate: false }), formatterGlyphs);
  }, [visible, build, formatterGlyphs, scale]);

  const draw = useCallback(() => {
    const el = hostRef.current;
    if (!el || !el.isConnected) return;
    const theme = themeOf(el);
    const animate = shouldAnimate(animation);
    const ctx: ChartContext = { theme, tokens: resolvedThemes[theme], scale, width: el.clientWidth, height: el.clientHeight, animate };
    const option = { animation: animate, ...build(ctx) };
    const fonts = chartFontsOf(option, formatterGlyphs);
    if (!fontsReady(fonts)) {
      el.dataset.chartState = 'pending';
      void ensureChartFonts(fonts).then(() => drawRef.current());
      return;
    }
    let entry = chartRef.current;
    if (!entry || entry.theme !== theme) {
      if (modules) registerChartModules(modules);
      entry?.chart.dispose();
      const chart = init(el, echartsThemeName(theme), { renderer: 'canvas' });
      for (const name of Object.keys(eventsRef.current ?? {})) chart.on(name, (p: unknown) => eventsRef.current?.[name]?.(p));
      entry = { chart, theme };
      chartRef.current = entry;
    } else {
      entry.chart.resize();
    }
    entry.chart.setOption(option, { notMerge: true });
    sizeRef.current = `${el.clientWidth}x${el.clientHeight}`;
    el.dataset.chartState = 'ready';
    el.dataset.chartTheme = theme;
    // Which series carry value labels on their bars/points (tests and a11y audits read it: the canvas has no text nodes).
    const drawn = (option as { series?: { label?: { show?: boolean } }[] }).series;
    el.dataset.valueLabels = Array.isArray(drawn) && drawn.length > 0 && drawn.every((x) => x.label?.show) ? 'all' : 'none';
  }, [animation, build, formatterGlyphs, modules, scale]);

  const drawRef = useRef(draw);
  useLayoutEffect(() => {
    drawRef.current = draw;
    eventsRef.current = onEvents;
  });

  useLayoutEffect(() => {
    if (visible) {
      draw();
    } else {
      chartRef.current?.chart.dispose();
      chartRef.current = null;
    }
  }, [visible, draw]);

  useEffect(() => {
    const el = hostRef.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(() => {
      if (!chartRef.current || sizeRef.current === `${el.clientWidth}x${el.clientHeight}`) return;
      drawRef.current();
    });
    observer.observe(el);
    const stopTheme = onThemeChange(() => {
      if (chartRef.current) drawRef.current();
    });
    return () => {
      observer.disconnect();
      stopTheme();
      chartRef.current?.chart.dispose();
      chartRef.current = null;
    };
  }, []);

  const cssHeight = typeof height === 'number' ? `${height}px` : height;
  return (
    <ChartRoot $height={cssHeight} className={className} aria-busy={loading || undefined}>
      <ChartHost
        ref={hostRef}
        role={visible ? 'img' : undefined}
        aria-label={visible ? title : undefined}
        aria-describedby={visible ? summaryId : undefined}
        aria-hidden={visible ? undefined : true}
        data-chart=""
      />
      {visible && overlay}
      {visible && (
        <VisuallyHidden id={summaryId}>
          <ul>
            {summary.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </VisuallyHidden>
      )}
      {loading && (
        <ChartOverlay role="status" aria-label={`${title}：${t('charts.state.loading')}`}>
          {t('charts.state.loading')}
        </ChartOverlay>
      )}
      {failed && (
        <ChartOverlay>
          <ChartError title={title} error={error} onRetry={onRetry} />
        </ChartOverlay>
      )}
      {!loading && !failed && empty && (
        <ChartOverlay role="status">
          <VisuallyHidden>{title}：</VisuallyHidden>
          {t('charts.state.empty')}
        </ChartOverlay>
      )}
    </ChartRoot>
  );
}

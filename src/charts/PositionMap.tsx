/**
 * Vehicle and facility positions on longitude/latitude without a tile server: a hidden
 * cartesian grid with an equal-scale projection, an optional GeoJSON outline layer, route
 * lines (with a moving trail when animation is on) and status-coloured markers.
 */
import { useCallback, useMemo } from 'react';
import { LinesChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { t } from '../i18n';
import type { ChartModules } from './core';
import { EChart, type ChartEventHandler } from './EChart';
import { MAP_LEGEND_LINES, MapLegend } from './MapLegend';
import { POSITION_STATUSES, statusColour, type PositionStatus } from './status';
import { fontSize } from './options';
import { fitProjection, geoJsonPaths, type GeoJsonFeatureCollection, type LonLat } from './projection';
import type { BaseChartProps, ChartContext } from './types';

/** Registered by EChart before the first draw, so a route only bundles the charts it renders. */
const MODULES: ChartModules = [ScatterChart, LinesChart, GridComponent, TooltipComponent];

export type { PositionStatus } from './status';

export interface MapPoint {
  id: string;
  name: string;
  position: LonLat;
  status?: PositionStatus;
}

export interface MapRoute {
  name: string;
  path: LonLat[];
}

export interface PositionMapProps extends BaseChartProps {
  points: MapPoint[];
  routes?: MapRoute[];
  /** Optional district outline (Polygon/MultiPolygon/LineString features). */
  outline?: GeoJsonFeatureCollection;
  onPointClick?: (point: MapPoint) => void;
}

export function PositionMap({ points, routes = [], outline, onPointClick, ...base }: PositionMapProps) {
  const outlinePaths = useMemo(() => geoJsonPaths(outline), [outline]);
  const build = useCallback(
    (ctx: ChartContext) => {
      const c = ctx.tokens.color;
      const pad = fontSize(ctx);
      const all = [...points.map((p) => p.position), ...routes.flatMap((r) => r.path), ...outlinePaths.flat()];
      const legend = points.length > 0 ? pad * MAP_LEGEND_LINES : 0;
      const proj = fitProjection(all, ctx.width - pad * 2, ctx.height - pad * 2 - legend);
      const axis = (range: [number, number]) => ({ type: 'value', show: false, min: range[0], max: range[1], splitLine: { show: false } });
      return {
        grid: { left: pad, right: pad, top: pad, bottom: pad + legend },
        tooltip: { trigger: 'item', confine: true, textStyle: { fontSize: fontSize(ctx) } },
        xAxis: axis(proj.x),
        yAxis: axis(proj.y),
        series: [
          {
            type: 'lines',
            name: 'outline',
            coordinateSystem: 'cartesian2d',
            polyline: true,
            silent: true,
            data: outlinePaths.map((path) => ({ coords: path.map(proj.project) })),
            lineStyle: { color: c.border.default, width: 1.5, opacity: 1 },
            z: 1,
          },
          {
            type: 'lines',
            name: 'routes',
            coordinateSystem: 'cartesian2d',
            polyline: true,
            data: routes.map((r) => ({ name: r.name, coords: r.path.map(proj.project) })),
            lineStyle: { color: c.chart['1'], width: 2, opacity: 0.7 },
            effect: { show: ctx.animate, period: 8, trailLength: 0.3, symbolSize: 5, color: c.chart['1'] },
            tooltip: { formatter: (p: { name: string }) => p.name },
            z: 2,
          },
          {
            type: 'scatter',
            name: 'points',
            data: points.map((p) => ({ name: p.name, value: proj.project(p.position), itemStyle: { color: statusColour(c, p.status ?? 'online') } })),
            symbolSize: Math.round(10 * ctx.scale),
            itemStyle: { borderColor: c.bg.container, borderWidth: 1.5 },
            tooltip: {
              formatter: (p: { dataIndex: number }) => {
                const pt = points[p.dataIndex];
                return `${pt.name}<br/>${t(`charts.kanban.${pt.status ?? 'online'}`)}`;
              },
            },
            z: 3,
          },
        ],
      };
    },
    [outlinePaths, points, routes],
  );
  const onEvents = useMemo<Record<string, ChartEventHandler> | undefined>(
    () =>
      onPointClick && {
        click: (params: unknown) => {
          const p = params as { seriesName?: string; dataIndex: number };
          if (p.seriesName === 'points') onPointClick(points[p.dataIndex]);
        },
      },
    [onPointClick, points],
  );
  const summary = useMemo(() => {
    const count = (s: PositionStatus) => points.filter((p) => (p.status ?? 'online') === s).length;
    return [
      t('charts.summary.map', { title: base.title, points: points.length, routes: routes.length }),
      ...POSITION_STATUSES.map((s) => t('charts.summary.item', { name: t(`charts.kanban.${s}`), value: count(s) })),
    ];
  }, [base.title, points, routes.length]);
  const overlay = points.length > 0 ? <MapLegend /> : undefined;
  return <EChart {...base} modules={MODULES} build={build} summary={summary} empty={points.length === 0 && routes.length === 0} onEvents={onEvents} overlay={overlay} />;
}

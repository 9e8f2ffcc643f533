/**
 * The map of the design system, on Leaflet with its canvas renderer (thousands of markers in
 * one canvas, no DOM node each). Base: the tenant's tiles (converted between WGS-84, GCJ-02
 * and BD-09 with gcoord) or, without a tile provider, the city's vector base. Markers cluster
 * with supercluster; lines are coloured by speed; polygons, a heat layer, a measuring tool
 * and point/polygon picking. Loaded lazily (LazyMap) so only map pages carry Leaflet.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import Supercluster from 'supercluster';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { resolvedThemes } from '../../tokens';
import { t } from '../i18n';
import { useThemeName } from '../theme/useThemeName';
import { fromDisplay, toDisplay } from './coords';
import { FleetLayer } from './fleet-layer';
import { drawHeat } from './heat';
import { speedColour, toneColour } from './speed';
import type { CityBase, HeatPoint, LonLat, MapLine, MapMarker, MapPolygon, TileSetting } from './types';

export type MapTool = 'measure' | 'point' | 'polygon' | 'line';

export interface MapViewProps {
  city: CityBase;
  tiles?: TileSetting | null;
  markers?: readonly MapMarker[];
  lines?: readonly MapLine[];
  polygons?: readonly MapPolygon[];
  heat?: readonly HeatPoint[];
  cluster?: boolean;
  /** Keep this marker in the middle as it moves. */
  follow?: string | null;
  selected?: string | null;
  /** Fit the view to the lines once they are drawn (track replay). */
  fitLines?: boolean;
  /** Fit the view to the markers when they first arrive (a dispatcher sees every resource; later updates leave the view alone). */
  fitMarkers?: boolean;
  tool?: MapTool | null;
  /** A picked point (`[lon, lat]`) or polygon (closed ring), in WGS-84. */
  onPick?: (value: LonLat | LonLat[]) => void;
  onMarkerClick?: (id: string) => void;
  /** Measured distance in km while measuring. */
  onMeasure?: (km: number) => void;
  height?: string;
  zoom?: number;
  'aria-label'?: string;
}

const Box = styled.div<{ $height: string }>`
  position: relative;
  height: ${(p) => p.$height};
  min-height: calc(${(p) => p.theme.space.xxl} * 4);
  border-radius: ${(p) => p.theme.radius.md};
  overflow: hidden;
  background: ${(p) => p.theme.color.bg.container};
  /* The host is the Leaflet container: Leaflet's own font stack has no Chinese glyphs. */
  &.leaflet-container { background: ${(p) => p.theme.color.bg.container}; font-family: ${(p) => p.theme.font.family}; }
  .leaflet-tooltip.district { background: transparent; border: 0; box-shadow: none; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm}; }
  .leaflet-tooltip.district::before { display: none; }
`;

const STATUS_ROLE = { online: 'success', offline: 'muted', alarm: 'error', facility: 'info', stop: 'warning' } as const;
/** Where markers overlap: alarms on top, offline vehicles underneath, the selected one above all. */
const STATUS_LAYER = { offline: 0, facility: 1, online: 2, stop: 3, alarm: 4 } as const;
const SELECTED_LAYER = 9;

/**
 * Leaflet's canvas renderer, refusing to redraw once its canvas is gone: a frame queued while a
 * tab's map is torn down can still run after `remove()` (Leaflet cancels it but keeps the request),
 * and then read the deleted context ("Cannot read properties of undefined (reading 'save')").
 */
function guardedCanvas(): L.Canvas {
  const renderer = L.canvas({ padding: 0.3 });
  const inner = renderer as unknown as { _ctx?: unknown; _redrawRequest?: number | null; _redraw: () => void };
  const redraw = inner._redraw;
  inner._redraw = function guarded(this: typeof inner) {
    if (this._ctx) redraw.call(this);
    else this._redrawRequest = null;
  };
  return renderer;
}

export default function MapView(props: MapViewProps) {
  const { city, tiles, markers = [], lines = [], polygons = [], heat, cluster, follow, selected, fitLines, fitMarkers, tool, onPick, onMarkerClick, onMeasure, height = '100%', zoom = 13 } = props;
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layers = useRef<{ base: L.LayerGroup; data: L.LayerGroup; markers: L.LayerGroup; fleet: FleetLayer; tool: L.LayerGroup; renderer: L.Canvas } | null>(null);
  const fitted = useRef(false);
  const [view, setView] = useState(0);
  const theme = useThemeName();
  const c = resolvedThemes[theme].color;
  const coord = tiles?.coord ?? 'WGS84';
  const show = (p: LonLat) => toDisplay(p, coord);

  // The map itself: once per mount.
  useEffect(() => {
    if (!host.current) return;
    const renderer = guardedCanvas();
    const m = L.map(host.current, { center: [city.centre[1], city.centre[0]], zoom, zoomControl: true, attributionControl: Boolean(tiles), fadeAnimation: false, zoomAnimation: false, markerZoomAnimation: false, inertia: false, preferCanvas: true, renderer });
    layers.current = { base: L.layerGroup().addTo(m), data: L.layerGroup().addTo(m), markers: L.layerGroup().addTo(m), fleet: new FleetLayer().addTo(m), tool: L.layerGroup().addTo(m), renderer };
    map.current = m;
    const moved = () => setView((v) => v + 1);
    m.on('moveend zoomend', moved);
    // A container that grows after mount (a page laying out around it) would leave part of the map undrawn.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize({ animate: false }));
    resized?.observe(host.current);
    return () => {
      resized?.disconnect();
      m.off('moveend zoomend', moved);
      // A redraw still queued would run on the removed canvas (its context is gone).
      const pending = (renderer as unknown as { _redrawRequest?: number })._redrawRequest;
      if (pending) L.Util.cancelAnimFrame(pending);
      m.remove();
      map.current = null;
      layers.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Base: tiles, or the city's vectors.
  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    l.base.clearLayers();
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: tiles.attribution ?? '', maxZoom: 18 }).addTo(l.base);
      return;
    }
    for (const d of city.districts) {
      L.polygon(d.ring.map((p) => [p[1], p[0]] as [number, number]), { renderer: l.renderer, color: c.text.disabled, weight: 1.5, dashArray: '6 4', fill: false, interactive: false })
        .bindTooltip(d.label ?? '', { permanent: true, direction: 'center', className: 'district' })
        .addTo(l.base);
    }
    for (const r of city.roads) L.polyline(r.map((p) => [p[1], p[0]] as [number, number]), { renderer: l.renderer, color: c.border.secondary, weight: 2, interactive: false }).addTo(l.base);
    for (const f of city.facilities) L.circleMarker([f.lat, f.lon], { renderer: l.renderer, radius: 2.5, color: c.info.default, weight: 1, fillOpacity: 0.6, interactive: false }).addTo(l.base);
  }, [tiles, city, c]);

  // Lines, polygons and heat.
  useEffect(() => {
    const l = layers.current;
    const m = map.current;
    if (!l || !m) return;
    l.data.clearLayers();
    for (const pg of polygons) {
      L.polygon(pg.ring.map((p) => { const q = show(p); return [q[1], q[0]] as [number, number]; }), { renderer: l.renderer, color: toneColour(c, pg.tone), weight: 2, fillOpacity: 0.12 })
        .bindTooltip(pg.label ?? '').addTo(l.data);
    }
    for (const line of lines) {
      const pts = line.points.map(show);
      if (line.speeds) {
        // One segment per point pair, in the colour of its speed band.
        for (let i = 1; i < pts.length; i++) {
          L.polyline([[pts[i - 1]![1], pts[i - 1]![0]], [pts[i]![1], pts[i]![0]]], { renderer: l.renderer, color: speedColour(c, line.speeds[i] ?? 0), weight: 4, interactive: false }).addTo(l.data);
        }
      } else {
        const drawn = L.polyline(pts.map((p) => [p[1], p[0]] as [number, number]), { renderer: l.renderer, color: toneColour(c, line.tone), weight: line.label ? 5 : 3, interactive: Boolean(line.label) });
        if (line.label) drawn.bindTooltip(line.label, { sticky: true });
        drawn.addTo(l.data);
      }
    }
    if (heat?.length) {
      const overlay = drawHeat(heat.map(([x, y, w]) => { const q = show([x, y]); return [q[0], q[1], w] as const; }), [c.success.default, c.warning.default, c.error.default]);
      overlay.addTo(l.data);
    }
    if (fitLines) {
      const all = lines.flatMap((x) => x.points.map(show));
      if (all.length > 1) m.fitBounds(L.latLngBounds(all.map((p) => [p[1], p[0]] as [number, number])), { padding: [24, 24], animate: false });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines, polygons, heat, fitLines, c, coord]);

  // Markers: all on the fleet layer (one canvas, redrawn per update), or clustered by zoom when asked.
  useEffect(() => {
    const l = layers.current;
    const m = map.current;
    if (!l || !m) return;
    const colourOf = (s: MapMarker['status']) => { const role = STATUS_ROLE[s]; return role === 'muted' ? c.text.tertiary : c[role].default; };
    if (fitMarkers && !fitted.current && markers.length) {
      fitted.current = true;
      const all = markers.map((mk) => show([mk.lon, mk.lat]));
      if (all.length > 1) m.fitBounds(L.latLngBounds(all.map((p) => [p[1], p[0]] as [number, number])), { padding: [32, 32], maxZoom: 15, animate: false });
      else m.setView([all[0]![1], all[0]![0]], 15, { animate: false });
    }
    l.markers.clearLayers();
    if (cluster && markers.length > 200) {
      l.fleet.setPoints([]);
      const index = new Supercluster({ radius: 48, maxZoom: 16 });
      index.load(markers.map((mk) => ({ type: 'Feature' as const, properties: { id: mk.id, status: mk.status }, geometry: { type: 'Point' as const, coordinates: show([mk.lon, mk.lat]) as [number, number] } })));
      const b = m.getBounds();
      for (const f of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(m.getZoom()))) {
        const [x, y] = f.geometry.coordinates as [number, number];
        const count = (f.properties as { point_count?: number }).point_count;
        if (count) {
          L.circleMarker([y, x], { renderer: l.renderer, radius: 8 + Math.min(14, Math.log2(count) * 2), color: c.primary.default, fillColor: c.primary.default, fillOpacity: 0.55, weight: 2 })
            .bindTooltip(String(count), { permanent: true, direction: 'center', className: 'district' }).addTo(l.markers);
        } else {
          const p = f.properties as { id: string; status: MapMarker['status'] };
          L.circleMarker([y, x], { renderer: l.renderer, radius: 5, color: colourOf(p.status), fillOpacity: 0.9, weight: 1 }).on('click', () => onMarkerClick?.(p.id)).addTo(l.markers);
        }
      }
      return;
    }
    l.fleet.setPoints(markers.map((mk) => {
      const [x, y] = show([mk.lon, mk.lat]);
      const chosen = mk.id === selected;
      return { id: mk.id, lat: y, lng: x, fill: colourOf(mk.status), stroke: chosen ? c.primary.default : colourOf(mk.status), radius: chosen ? 8 : 5, weight: chosen ? 3 : 1, label: mk.label, layer: chosen ? SELECTED_LAYER : STATUS_LAYER[mk.status] };
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markers, cluster, selected, c, coord, cluster ? view : 0]);
  // The latest click handler, without redrawing the markers when only it changed.
  useEffect(() => layers.current?.fleet.setOnClick(onMarkerClick), [onMarkerClick]);

  useEffect(() => {
    const m = map.current;
    const mk = follow ? markers.find((x) => x.id === follow) : undefined;
    if (!m || !mk) return;
    const [x, y] = show([mk.lon, mk.lat]);
    m.panTo([y, x], { animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [follow, markers]);

  // Tools: measuring (a polyline and its length) and picking a point or a polygon.
  useEffect(() => {
    const l = layers.current;
    const m = map.current;
    if (!l || !m || !tool) return;
    const picked: LonLat[] = [];
    const draw = () => {
      l.tool.clearLayers();
      const latlngs = picked.map((p) => { const q = show(p); return [q[1], q[0]] as [number, number]; });
      for (const ll of latlngs) L.circleMarker(ll, { renderer: l.renderer, radius: 4, color: c.primary.default, fillOpacity: 1 }).addTo(l.tool);
      if (latlngs.length > 1) (tool === 'polygon' ? L.polygon(latlngs, { renderer: l.renderer, color: c.primary.default, weight: 2, fillOpacity: 0.15 }) : L.polyline(latlngs, { renderer: l.renderer, color: c.primary.default, weight: 2, dashArray: '6 4' })).addTo(l.tool);
    };
    const click = (e: L.LeafletMouseEvent) => {
      const p = fromDisplay([e.latlng.lng, e.latlng.lat], coord);
      if (tool === 'point') {
        picked.splice(0, picked.length, p);
        draw();
        onPick?.(p);
        return;
      }
      picked.push(p);
      draw();
      if (tool === 'measure') {
        let km = 0;
        for (let i = 1; i < picked.length; i++) km += m.distance([picked[i - 1]![1], picked[i - 1]![0]], [picked[i]![1], picked[i]![0]]) / 1000;
        onMeasure?.(Math.round(km * 100) / 100);
      }
    };
    // A double click closes the polygon, or ends the line.
    const finish = () => {
      if (tool === 'line' && picked.length >= 2) onPick?.([...picked]);
      if (tool !== 'polygon' || picked.length < 3) return;
      onPick?.([...picked, picked[0]!]);
    };
    m.doubleClickZoom.disable();
    m.on('click', click);
    m.on('dblclick', finish);
    const box = host.current;
    box?.setAttribute('data-tool', tool);
    return () => {
      m.off('click', click);
      m.off('dblclick', finish);
      m.doubleClickZoom.enable();
      l.tool.clearLayers();
      box?.removeAttribute('data-tool');
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool, coord, c]);

  // Ready once mounted (the effects above ran): screenshots wait for it and for the theme.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <Box ref={host} $height={height} role="region" aria-label={props['aria-label'] ?? t('map.title')} data-markers={markers.length} data-lines={lines.length} data-polygons={polygons.length} data-chart-state={ready ? 'ready' : 'drawing'} data-chart-theme={theme} />;
}

/**
 * A heat layer on one canvas: each point adds a radial blur of its weight to an alpha map,
 * which is then coloured through the theme's success → warning → error ramp.
 */
import L from 'leaflet';
import type { HeatPoint } from './types';

const RADIUS = 18;

function hex(c: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(c);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : [0, 0, 0];
}

export function drawHeat(points: readonly HeatPoint[], ramp: readonly [string, string, string]): L.Layer {
  const stops = ramp.map(hex);
  const max = Math.max(1, ...points.map((p) => p[2]));
  const Layer = L.Layer.extend({
    onAdd(this: L.Layer & { canvas?: HTMLCanvasElement; redraw?: () => void }, m: L.Map) {
      const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide') as HTMLCanvasElement;
      canvas.style.pointerEvents = 'none';
      m.getPanes().overlayPane.appendChild(canvas);
      this.canvas = canvas;
      this.redraw = () => {
        const size = m.getSize();
        canvas.width = size.x;
        canvas.height = size.y;
        L.DomUtil.setPosition(canvas, m.containerPointToLayerPoint([0, 0]));
        const ctx = canvas.getContext('2d')!;
        for (const [lon, lat, w] of points) {
          const p = m.latLngToContainerPoint([lat, lon]);
          const g = ctx.createRadialGradient(p.x, p.y, 0, p.x, p.y, RADIUS);
          g.addColorStop(0, `rgba(0,0,0,${Math.min(1, w / max) * 0.6})`);
          g.addColorStop(1, 'rgba(0,0,0,0)');
          ctx.fillStyle = g;
          ctx.fillRect(p.x - RADIUS, p.y - RADIUS, RADIUS * 2, RADIUS * 2);
        }
        const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
        const d = img.data;
        for (let i = 3; i < d.length; i += 4) {
          const a = d[i]! / 255;
          if (!a) continue;
          const [from, to, f] = a < 0.5 ? [stops[0]!, stops[1]!, a * 2] : [stops[1]!, stops[2]!, (a - 0.5) * 2];
          d[i - 3] = from[0] + (to[0] - from[0]) * f;
          d[i - 2] = from[1] + (to[1] - from[1]) * f;
          d[i - 1] = from[2] + (to[2] - from[2]) * f;
          d[i] = Math.min(255, 60 + a * 255);
        }
        ctx.putImageData(img, 0, 0);
      };
      m.on('moveend zoomend resize', this.redraw);
      this.redraw();
      return this;
    },
    onRemove(this: L.Layer & { canvas?: HTMLCanvasElement; redraw?: () => void }, m: L.Map) {
      if (this.redraw) m.off('moveend zoomend resize', this.redraw);
      this.canvas?.remove();
      return this;
    },
  });
  return new (Layer as unknown as new () => L.Layer)();
}

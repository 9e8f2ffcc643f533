/**
 * Thousands of live point markers (a fleet) on one canvas of their own. Leaflet's canvas
 * renderer fills and strokes each circle separately and redraws every path after any move;
 * this layer draws one path per style (a few fills for 5,000 vehicles), redraws only when the
 * points change or the view leaves the padded area it drew (panning moves the canvas with its
 * pane), and finds the marker under the pointer itself (clicks and hover labels).
 */
import L from 'leaflet';

export interface FleetPoint {
  id: string;
  lat: number;
  lng: number;
  fill: string;
  stroke: string;
  radius: number;
  weight: number;
  label?: string;
  /** Drawing order: markers of a higher layer lie on top of lower ones where they overlap. */
  layer?: number;
}

export interface FleetLayerOptions {
  /**
   * How far beyond the view the canvas reaches, as a share of the view: panning that far needs no
   * redraw. Larger costs every frame a fleet update is composited (a bigger canvas to upload).
   */
  padding?: number;
  fillOpacity?: number;
  onClick?: (id: string) => void;
}

/** Extra pixels around a marker that still count as pointing at it. */
const HIT_TOLERANCE = 3;

export class FleetLayer extends L.Layer {
  private readonly padding: number;
  private readonly fillOpacity: number;
  private onClick?: (id: string) => void;
  private points: FleetPoint[] = [];
  /** Projected positions at `zoom` (world pixels), two numbers per point. */
  private projected = new Float64Array(0);
  private zoom = -1;
  private canvas: HTMLCanvasElement | null = null;
  private drawn: L.Bounds | null = null;
  private frame: number | null = null;
  private hovered: FleetPoint | null = null;
  private tooltip: L.Tooltip | null = null;
  /** How many times the canvas was drawn (tests and the benchmark read it). */
  draws = 0;

  constructor(options: FleetLayerOptions = {}) {
    super();
    this.padding = options.padding ?? 0.2;
    this.fillOpacity = options.fillOpacity ?? 0.9;
    this.onClick = options.onClick;
  }

  setOnClick(onClick: ((id: string) => void) | undefined): void {
    this.onClick = onClick;
  }

  /** Replaces every point (a live update moves them all at once) and draws them in the next frame. */
  setPoints(points: readonly FleetPoint[]): this {
    this.points = [...points];
    this.zoom = -1;
    if (this.hovered) {
      this.hovered = this.points.find((p) => p.id === this.hovered!.id) ?? null;
      if (this.hovered) this.tooltip?.setLatLng([this.hovered.lat, this.hovered.lng]);
      else this.hover(null);
    }
    this.schedule(true);
    return this;
  }

  override onAdd(map: L.Map): this {
    const pane = map.getPane('fleet') ?? map.createPane('fleet');
    // Above areas and lines (overlay pane, 400), below tooltips; the map itself receives the pointer.
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
    this.canvas = L.DomUtil.create('canvas', 'fleet-layer', pane);
    this.zoom = -1;
    this.redraw();
    return this;
  }

  override onRemove(): this {
    if (this.frame !== null) L.Util.cancelAnimFrame(this.frame);
    this.frame = null;
    this.tooltip?.remove();
    this.tooltip = null;
    this.canvas?.remove();
    this.canvas = null;
    this.drawn = null;
    return this;
  }

  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    return {
      moveend: () => this.schedule(false),
      zoomend: () => this.schedule(true),
      viewreset: () => this.schedule(true),
      resize: () => this.schedule(true),
      click: (e) => this.clicked(e as L.LeafletMouseEvent),
      mousemove: (e) => this.hover(e as L.LeafletMouseEvent),
      mouseout: () => this.hover(null),
    };
  }

  /** The point drawn under a container pixel, the topmost first; null if none. */
  pointAt(containerPoint: L.Point): FleetPoint | null {
    const map = this._map as L.Map | undefined;
    if (!map || !this.canvas) return null;
    this.project(map);
    const origin = map.getPixelOrigin();
    const at = map.containerPointToLayerPoint(containerPoint).add(origin);
    for (let i = this.points.length - 1; i >= 0; i--) {
      const p = this.points[i]!;
      const reach = p.radius + p.weight / 2 + HIT_TOLERANCE;
      const dx = this.projected[2 * i]! - at.x;
      const dy = this.projected[2 * i + 1]! - at.y;
      if (dx * dx + dy * dy <= reach * reach) return p;
    }
    return null;
  }

  private schedule(always: boolean): void {
    const map = this._map as L.Map | undefined;
    if (!map || !this.canvas) return;
    if (!always && this.drawn && this.covers(map)) return;
    if (this.frame === null) this.frame = L.Util.requestAnimFrame(() => { this.frame = null; this.redraw(); });
  }

  /** Whether the view still lies inside the area last drawn (panning only moved the canvas). */
  private covers(map: L.Map): boolean {
    const size = map.getSize();
    const view = L.bounds(map.containerPointToLayerPoint([0, 0]), map.containerPointToLayerPoint(size));
    return this.zoom === map.getZoom() && this.drawn!.contains(view);
  }

  private project(map: L.Map): void {
    const zoom = map.getZoom();
    if (zoom === this.zoom && this.projected.length === this.points.length * 2) return;
    const projected = new Float64Array(this.points.length * 2);
    this.points.forEach((p, i) => {
      const w = map.project([p.lat, p.lng], zoom);
      // Whole pixels, as Leaflet's own layers are placed: edges stay crisp and match its drawing.
      projected[2 * i] = Math.round(w.x);
      projected[2 * i + 1] = Math.round(w.y);
    });
    this.projected = projected;
    this.zoom = zoom;
  }

  /** Draws at once instead of in the next frame (the benchmark times it). */
  redrawNow(): void {
    if (this.frame !== null) L.Util.cancelAnimFrame(this.frame);
    this.frame = null;
    this.redraw();
  }

  private redraw(): void {
    const map = this._map as L.Map | undefined;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    this.project(map);
    const size = map.getSize();
    const min = map.containerPointToLayerPoint(size.multiplyBy(-this.padding)).round();
    const extent = size.multiplyBy(1 + this.padding * 2).round();
    this.drawn = L.bounds(min, min.add(extent));
    const ratio = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(canvas, min);
    if (canvas.width !== Math.round(extent.x * ratio) || canvas.height !== Math.round(extent.y * ratio)) {
      canvas.width = Math.round(extent.x * ratio);
      canvas.height = Math.round(extent.y * ratio);
      canvas.style.width = `${extent.x}px`;
      canvas.style.height = `${extent.y}px`;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, extent.x, extent.y);
    // Round ends where each circle's outline starts and ends, as Leaflet strokes its paths.
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // World pixels → canvas pixels.
    const shift = map.getPixelOrigin().add(min);
    for (const group of this.groups(shift, extent)) {
      ctx.beginPath();
      for (const [x, y] of group.at) {
        ctx.moveTo(x + group.radius, y);
        ctx.arc(x, y, group.radius, 0, Math.PI * 2);
      }
      ctx.globalAlpha = this.fillOpacity;
      ctx.fillStyle = group.fill;
      ctx.fill();
      ctx.globalAlpha = 1;
      if (group.weight > 0) {
        ctx.lineWidth = group.weight;
        ctx.strokeStyle = group.stroke;
        ctx.stroke();
      }
    }
    this.draws++;
  }

  /** The visible points by style, in layer order (then by style, so the drawing never depends on which point came first). */
  private groups(shift: L.Point, extent: L.Point) {
    const groups = new Map<string, { key: string; layer: number; fill: string; stroke: string; radius: number; weight: number; at: [number, number][] }>();
    this.points.forEach((p, i) => {
      const x = this.projected[2 * i]! - shift.x;
      const y = this.projected[2 * i + 1]! - shift.y;
      const r = p.radius + p.weight;
      if (x < -r || y < -r || x > extent.x + r || y > extent.y + r) return;
      const layer = p.layer ?? 0;
      const key = `${layer}|${p.radius}|${p.weight}|${p.fill}|${p.stroke}`;
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { key, layer, fill: p.fill, stroke: p.stroke, radius: p.radius, weight: p.weight, at: [] }));
      g.at.push([x, y]);
    });
    return [...groups.values()].sort((a, b) => a.layer - b.layer || a.radius - b.radius || (a.key < b.key ? -1 : 1));
  }

  private clicked(e: L.LeafletMouseEvent): void {
    const p = this.pointAt(e.containerPoint);
    if (p) this.onClick?.(p.id);
  }

  private hover(e: L.LeafletMouseEvent | null): void {
    const map = this._map as L.Map | undefined;
    if (!map) return;
    const p = e ? this.pointAt(e.containerPoint) : null;
    if (p === this.hovered) return;
    this.hovered = p;
    map.getContainer().style.cursor = p ? 'pointer' : '';
    this.tooltip?.remove();
    this.tooltip = p?.label ? L.tooltip({ direction: 'top', offset: [0, -p.radius] }).setLatLng([p.lat, p.lng]).setContent(p.label).addTo(map) : null;
  }
}

/**
 * GPS benchmark (`npm run bench gps`), figures printed, never asserted:
 * - track_day_p99_ms: one vehicle's day (the track call's query, in the tenant's RLS scope)
 *   among 30,000,000 positions on PostgreSQL when TEST_DATABASE_URL is set, else among
 *   GPS_BENCH_ROWS (default 2,000,000) on PGlite — the line says which;
 * - live_fanout_p99_ms: 200 WebSocket clients of one tenant subscribed to the live channel,
 *   from publishing a batch of positions to each client having parsed it;
 * - live_map_frame_p95_ms: 5,000 markers on the map component's fleet layer (src/map/fleet-layer.ts,
 *   bundled with Leaflet) moving every 5 s while the map pans a step every frame, in Chromium;
 *   live_map_frame_empty_p95_ms the same pan without markers (the browser's own frame cadence
 *   here, jitter included); live_map_draw_ms one whole redraw of the 5,000;
 * - map_chunk_gzip_kb: the built map chunk (Leaflet + MapView), gzip, as only map pages load it.
 * GPS_BENCH_ONLY=frame,track (any of chunk, fanout, frame, track) runs only those parts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { build, type Rollup } from 'vite';
import WebSocket from 'ws';
import { createApp, type App } from '../../apps/server/src/app';
import { track } from '../../apps/server/src/gps/query';
import { clientHash } from '../../apps/server/src/security/password';
import { buildWeb } from '../e2e/bundles';

const ROOT = join(import.meta.dirname, '..', '..');
const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const round = (v: number) => Math.round(v * 100) / 100;

async function withDatabase<T>(fn: (databaseUrl: string | undefined) => Promise<T>): Promise<T> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return fn(undefined);
  const name = `gps_bench_${randomBytes(4).toString('hex')}`;
  const q = async (text: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(text).finally(() => c.end());
  };
  await q(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await q(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Synthetic positions (`devices` devices, one report a minute each, ~7 days) in chunks, each its own transaction. */
async function fill(app: App, rows: number, devices: number): Promise<void> {
  const CHUNK = 500_000;
  for (let from = 0; from < rows; from += CHUNK) {
    const n = Math.min(CHUNK, rows - from);
    await app.db.tenant('1', (sql) => sql.query(
      `INSERT INTO gps_position (tenant_id, vehicle_id, device_no, at, lon, lat, speed, heading, mileage, fuel, water, status)
       SELECT '1', 100000 + g % ${devices}, 'B' || (g % ${devices}), TIMESTAMP '2026-08-01' + (g / ${devices}) * INTERVAL '1 minute',
              120.1 + (g % 997) * 0.0001, 30.2 + (g % 991) * 0.0001, (g % 50)::real, (g % 360)::smallint, g * 0.001, 100, NULL, 3
       FROM generate_series($1::bigint, $2::bigint) g`, [from, from + n - 1]));
  }
}

/**
 * What autovacuum does soon after a bulk load (its insert threshold), on PostgreSQL: hint bits set
 * and statistics fresh, so the measured reads do not write; then a checkpoint, so the load's dirty
 * pages are not flushed during the measurement (the weighing and workflow benchmarks do the same).
 */
async function settle(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE) gps_position');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

async function trackBench(): Promise<void> {
  await withDatabase(async (databaseUrl) => {
    const rows = databaseUrl ? 30_000_000 : Number(process.env.GPS_BENCH_ROWS ?? 2_000_000);
    const app = await createApp({ databaseUrl, settings: { gpsHistoryDays: 1 } });
    try {
      // ~7 days of one report a minute: 3,000 devices among 30 M rows, proportionally fewer on PGlite.
      const devices = Math.max(10, Math.round(rows / (7 * 1440)));
      await fill(app, rows, devices);
      if (databaseUrl) await settle(databaseUrl);
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const device = 100000 + ((i * 7919) % devices);
        const day = `2026-08-0${1 + (i % 6)}`;
        const started = performance.now();
        const points = await app.db.tenant('1', (sql) => track(sql, device, `${day} 00:00:00`, `${day} 23:59:59`));
        times.push(performance.now() - started);
        if (points.length < 400) throw new Error(`short day: ${points.length}`);
      }
      console.log(`track_day_p99_ms: ${round(pct(times, 99))}`);
      console.log(`track_day_rows: ${rows} (${app.db.kind})`);
    } finally {
      await app.close();
    }
  });
}

async function fanoutBench(): Promise<void> {
  const app = await createApp({ settings: { gpsHistoryDays: 1, loginPerMinute: 100_000 } });
  const base = await app.server.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${base}/cas/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'root', password: clientHash('Root@2026'), loginWeb: 'web' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const url = `${base.replace('http', 'ws')}/cloud/platform/gps/live?token=${token}`;
    const received: number[] = [];
    let sentAt = 0;
    const sockets = await Promise.all(Array.from({ length: 200 }, () => new Promise<WebSocket>((resolve, reject) => {
      const s = new WebSocket(url);
      s.on('message', (d: Buffer) => {
        const m = JSON.parse(d.toString()) as { type: string };
        if (m.type === 'hello') resolve(s);
        if (m.type === 'position') received.push(performance.now() - sentAt);
      });
      s.on('error', reject);
    })));
    const batch = Array.from({ length: 24 }, (_, i) => ({ vehicleId: i + 1, carNo: `浙A·D${1000 + i}`, at: '2026-11-23 10:00:00', lon: 120.15, lat: 30.28, speed: 30, heading: 90, mileage: 1000, status: 3 }));
    const latencies: number[] = [];
    for (let round = 0; round < 50; round++) {
      received.length = 0;
      sentAt = performance.now();
      app.gps.hub.publish('1', { type: 'position', data: batch });
      while (received.length < sockets.length) await new Promise((r) => setImmediate(r));
      latencies.push(...received);
    }
    console.log(`live_fanout_p99_ms: ${round(pct(latencies, 99))}`);
    for (const s of sockets) s.close();
  } finally {
    await app.close();
  }
}

/** Leaflet and the fleet layer as one script for the page (tests/bench/fleet-entry.ts). */
async function fleetScript(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry: join(ROOT, 'tests/bench/fleet-entry.ts'), formats: ['iife'], name: 'FleetBench' } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  return (Array.isArray(out) ? out[0]! : out).output[0].code;
}

async function frameBench(): Promise<void> {
  const script = await fleetScript();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.setContent('<div id="map"></div>');
    await page.addStyleTag({ path: join(ROOT, 'node_modules/leaflet/dist/leaflet.css') });
    await page.addScriptTag({ content: script });
    // The same pan with no markers: the frame cadence of this browser on this machine (its floor).
    const run = (count: number) => page.evaluate(async (n) => {
      const { L, FleetLayer } = (window as unknown as { FleetBench: typeof import('./fleet-entry') }).FleetBench;
      document.getElementById('map')?.remove();
      document.body.insertAdjacentHTML('beforeend', '<div id="map" style="width:1280px;height:800px"></div>');
      const map = L.map('map', { center: [30.287, 120.153], zoom: 13, preferCanvas: true, fadeAnimation: false, zoomAnimation: false });
      const fleet = new FleetLayer().addTo(map);
      const colours = ['#52c41a', '#bfbfbf', '#f5222d'];
      const points = Array.from({ length: n }, (_, i) => ({ id: String(i), lat: 30.22 + (i % 100) * 0.0014, lng: 120.08 + Math.floor(i / 100) * 0.003, fill: colours[i % 3]!, stroke: colours[i % 3]!, radius: 5, weight: 1, label: `车辆 ${i}` }));
      fleet.setPoints(points);
      await new Promise((r) => requestAnimationFrame(r));
      const intervals: number[] = [];
      const updates: number[] = [];
      let last = performance.now();
      for (let f = 0; f < 240; f++) {
        // Every 5 s of the fleet arrives in one batch: here every 30th frame, all of it moves.
        if (f % 30 === 0) fleet.setPoints(points.map((p, i) => Object.assign(p, { lat: p.lat + Math.sin(f + i) * 0.0002, lng: p.lng + Math.cos(f + i) * 0.0002 })));
        map.panBy([4, 2], { animate: false });
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        intervals.push(now - last);
        if (f % 30 <= 1) updates.push(now - last);
        last = now;
      }
      // One whole redraw of the layer, in the page's thread (drawing commands and rasterising).
      const started = performance.now();
      for (let k = 0; k < 20; k++) fleet.setPoints(points).redrawNow();
      const drawMs = (performance.now() - started) / 20;
      map.remove();
      return { intervals: intervals.slice(10), updates: updates.slice(2), draws: fleet.draws, drawMs };
    }, count);
    const empty = await run(0);
    const fleet = await run(5000);
    console.error(`# live map: ${fleet.draws - 20} draws in 240 frames; the frames of a fleet update took ${fleet.updates.map((u) => u.toFixed(1)).join(', ')} ms`);
    console.log(`live_map_frame_p95_ms: ${round(pct(fleet.intervals, 95))}`);
    console.log(`live_map_frame_empty_p95_ms: ${round(pct(empty.intervals, 95))}`);
    console.log(`live_map_draw_ms: ${round(fleet.drawMs)}`);
  } finally {
    await browser.close();
  }
}

/** The map's lazy chunk and the chunks only it pulls in (not shared with the app's entry). */
function chunkBench(): void {
  const manifestFile = join(ROOT, 'dist/web/.vite/manifest.json');
  if (!existsSync(manifestFile)) buildWeb();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const i of manifest[key]!.imports ?? []) closure(i, seen);
    return seen;
  };
  const entry = new Set([...Object.entries(manifest)].filter(([, c]) => c.isEntry).flatMap(([k]) => [...closure(k)]));
  const mapKey = Object.keys(manifest).find((k) => k.endsWith('src/map/MapView.tsx'));
  if (!mapKey) throw new Error('no map chunk in the manifest');
  const own = [...closure(mapKey)].filter((k) => !entry.has(k));
  const bytes = own.reduce((sum, k) => sum + gzipSync(readFileSync(join(ROOT, 'dist/web', manifest[k]!.file))).length, 0);
  console.log(`map_chunk_gzip_kb: ${round(bytes / 1024)}`);
}

// GPS_BENCH_ONLY=frame (or chunk, fanout, track; comma-separated) runs only those parts.
const only = process.env.GPS_BENCH_ONLY?.split(',');
const wanted = (part: string) => !only || only.includes(part);
if (wanted('chunk')) chunkBench();
if (wanted('fanout')) await fanoutBench();
if (wanted('frame')) await frameBench();
if (wanted('track')) await trackBench();

/**
 * Chart benchmarks (`npx tsx tests/bench/charts.bench.ts`):
 * (a) production bundle of a page that lazy-loads the chart modules, built with Vite's JS
 *     API; prints the gzip size of the chunk(s) holding ECharts code (echarts_gzip_kb);
 * (b) that page served on loopback, a board of 12 charts × 90 days × 6 series, timed in
 *     headless Chromium: first contentful paint and full render (every chart drawn).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, 'charts-page');
const outDir = mkdtempSync(join(tmpdir(), 'charts-bench-'));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
}

async function bundle(): Promise<number> {
  await build({ root, logLevel: 'silent', configFile: false, plugins: [react()], build: { outDir, emptyOutDir: true, sourcemap: false } });
  const js = files(outDir).filter((f) => f.endsWith('.js'));
  // ECharts code is recognisable by zrender's and echarts' own identifiers.
  const echartsChunks = js.filter((f) => /zrender|echarts|registerTheme/i.test(readFileSync(f, 'utf8')) && /getZr|ZRender/.test(readFileSync(f, 'utf8')));
  const bytes = echartsChunks.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  console.error(`# echarts chunks: ${echartsChunks.map((f) => f.slice(outDir.length + 1)).join(', ')}`);
  return Math.round((bytes / 1024) * 10) / 10;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff' };

async function renderTime(): Promise<{ fcp: number; full: number }> {
  const server = createServer((req, res) => {
    const path = join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/\/$/, '/index.html'));
    try {
      const body = readFileSync(path);
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const runs: Array<{ fcp: number; full: number }> = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => (window as { __chartsReady?: number }).__chartsReady, undefined, { timeout: 30_000 });
      runs.push(
        await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          full: (window as { __chartsReady?: number }).__chartsReady ?? 0,
        })),
      );
      await context.close();
    }
    // Median of three cold page loads.
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    return { fcp: Math.round(median(runs.map((r) => r.fcp))), full: Math.round(median(runs.map((r) => r.full))) };
  } finally {
    await browser.close();
    server.close();
  }
}

try {
  console.log(`echarts_gzip_kb: ${await bundle()}`);
  const { fcp, full } = await renderTime();
  console.log(`board_first_paint_ms: ${fcp}`);
  console.log(`board_full_render_ms: ${full}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

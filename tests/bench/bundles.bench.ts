/**
 * What the browser downloads, from the real build (dist/web) and the real server:
 *   npx tsx tests/bench/bundles.bench.ts        (BENCH_BUILD=1 rebuilds first)
 * Prints `name: value` lines (docs/decisions/0205):
 * - js_initial_login_gzip_kb: every script Chromium requests for `/` until the user-name box
 *   accepts input, each file gzip -9 (like the server's .gz siblings);
 * - js_initial_layout_gzip_kb: the same for /layout of ops (signed in through the form, then a
 *   cold load) until the menu button and the first tab (工作台) accept input;
 * - catalogue_chunk_max_gzip_kb: the largest system catalogue chunk (Vite manifest), gzip -9;
 * - catalogue_system_chunks: chunks that hold the source of exactly one system and are that
 *   system's own chunk (29 when every system is split off; scripts/chunk-modules.ts);
 * - ljszy_first_page_other_system_chunks: chunks holding another system's catalogue that the
 *   browser requests while ops opens 垃圾收运 (工作台) and its first menu page.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createApp } from '../../apps/server/src/app';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import {
  buildWeb, gzipKb, gzipTotalKb, layoutInitialScripts, loginInitialScripts, openFirstLjszyPage, opsSignedIn, otherSystemChunks, readManifest, systemChunks, systemsInChunks, webRoot, type OpenPage,
} from '../e2e/bundles';

const print = (name: string, value: number) => console.log(`${name}: ${Math.round(value * 10) / 10}`);

async function main() {
  if (!existsSync(join(webRoot, '.vite/manifest.json')) || process.env.BENCH_BUILD === '1') buildWeb();
  const systems = systemChunks(readManifest());
  print('catalogue_chunk_max_gzip_kb', Math.max(...[...systems.values()].map(gzipKb)));
  const own = [...systemsInChunks()].filter(([file, codes]) => codes.length === 1 && systems.get(codes[0]) === file);
  print('catalogue_system_chunks', own.length);

  const dataDir = mkdtempSync(join(tmpdir(), 'bundles-bench-'));
  const app = await createApp({ dataDir, webRoot, seedHashCacheFile: join(tmpdir(), 'sanitation-server-test-seed-hashes.json') });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const baseURL = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const open: OpenPage = async (storageState) => {
      // bypassCSP: the readiness probe is text the app's CSP would refuse to evaluate (tests/e2e/bundles.e2e.ts).
      const page = await (await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', storageState, bypassCSP: true })).newPage();
      page.setDefaultTimeout(30_000);
      return page;
    };
    print('js_initial_login_gzip_kb', gzipTotalKb(await loginInitialScripts(open)));
    const layout = await layoutInitialScripts(open, await opsSignedIn(open));
    print('js_initial_layout_gzip_kb', gzipTotalKb(layout.initial));
    await openFirstLjszyPage(layout.page);
    print('ljszy_first_page_other_system_chunks', otherSystemChunks(layout.scripts.files(), 'ljszy').length);
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

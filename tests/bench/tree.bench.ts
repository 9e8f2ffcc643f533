/**
 * Tree benchmark: bundles a page with a 10,000-node Tree (Vite build into a temp folder),
 * serves it on loopback, opens it in headless Chromium and measures
 *   - expand-all: click → every row is in the tree's model and the visible rows are in the DOM
 *   - search: typing a query → matches highlighted, ancestors expanded, rows filtered in the DOM
 * Prints `tree_expand_all_ms: N` and `tree_search_ms: N` (median of several runs). Not a test.
 *
 *   npx tsx tests/bench/tree.bench.ts
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

// Measure production React whatever NODE_ENV the caller has ("test" would make Vite and the
// React plugin build the development runtime).
process.env.NODE_ENV = 'production';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const RUNS = 7;
const SEARCH_QUERY = '第7街道';
/** 10 cities + 90 districts + 90 matching streets (one per district). */
const SEARCH_ROWS = 190;

const entry = `
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '${repo}/src/theme/ThemeProvider';
import { Tree, indexTree, parentKeys } from '${repo}/src/components/Tree';
import { largeRegionTree } from '${repo}/src/components/Tree/sampleTrees';

function App() {
  const data = useMemo(() => largeRegionTree(), []);
  const all = useMemo(() => parentKeys(indexTree(data)), [data]);
  const [expanded, setExpanded] = useState<string[]>([]);
  return (
    <ThemeProvider>
      <button id="expand-all" onClick={() => setExpanded(all)}>expand</button>
      <button id="collapse-all" onClick={() => setExpanded([])}>collapse</button>
      <Tree treeData={data} expandedKeys={expanded} onExpand={setExpanded} searchable height={600} aria-label="bench" />
    </ThemeProvider>
  );
}
createRoot(document.getElementById('root')!).render(<App />);
`;

async function bundle(dir: string): Promise<string> {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="zh-CN" data-theme="classic-blue"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
  writeFileSync(join(dir, 'main.tsx'), entry);
  const outDir = join(dir, 'dist');
  await build({ root: dir, configFile: false, logLevel: 'error', mode: 'production', plugins: [react()], build: { outDir, emptyOutDir: true } });
  return outDir;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff' };

function serve(root: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const path = join(root, decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/$/, '/index.html'));
    if (!path.startsWith(root) || !existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    done({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
  }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const cache = join(repo, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  // Inside the repo so the entry's bare imports (react…) resolve from its node_modules.
  const dir = mkdtempSync(join(cache, 'tree-bench-'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let server: { url: string; close: () => void } | undefined;
  try {
    server = await serve(await bundle(dir));
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Loopback only: anything else is refused.
    await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
    // tsx keeps function names with an `__name` helper that does not exist inside the page.
    await page.addInitScript('window.__name = (fn) => fn');
    await page.goto(server.url);
    await page.waitForSelector('[role="tree"][data-row-count="10"]');

    const timings = await page.evaluate(async ({ runs, query, searchRows }) => {
      const tree = () => document.querySelector('[role="tree"]') as HTMLElement;
      const rowCount = () => Number(tree()?.getAttribute('data-row-count') ?? 0);
      const until = (condition: () => boolean, what: string) => new Promise<void>((done, fail) => {
        if (condition()) return done();
        const timer = setTimeout(() => { observer.disconnect(); fail(new Error(`timed out waiting for ${what} (rows ${rowCount()})`)); }, 20_000);
        const observer = new MutationObserver(() => {
          if (condition()) { observer.disconnect(); clearTimeout(timer); done(); }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      const input = document.querySelector('input[aria-label="搜索节点"]') as HTMLInputElement;
      const type = (value: string) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      const click = (id: string) => (document.getElementById(id) as HTMLButtonElement).click();
      const expand: number[] = [];
      const search: number[] = [];
      for (let run = 0; run <= runs; run += 1) {
        click('collapse-all');
        await until(() => rowCount() === 10, 'collapse');
        let start = performance.now();
        click('expand-all');
        await until(() => rowCount() === 10000 && tree().querySelectorAll('[role="treeitem"][aria-level="3"]').length > 0, 'expand all');
        tree().getBoundingClientRect(); // include layout of the new rows
        if (run > 0) expand.push(performance.now() - start); // run 0 warms up

        click('collapse-all');
        await until(() => rowCount() === 10, 'collapse');
        start = performance.now();
        type(query);
        await until(() => rowCount() === searchRows && tree().querySelector('mark') !== null, 'search');
        tree().getBoundingClientRect();
        if (run > 0) search.push(performance.now() - start);
        type('');
        await until(() => !tree().querySelector('mark'), 'clear search');
      }
      return { expand, search };
    }, { runs: RUNS, query: SEARCH_QUERY, searchRows: SEARCH_ROWS });

    console.log(`tree_expand_all_ms: ${median(timings.expand).toFixed(1)}`);
    console.log(`tree_search_ms: ${median(timings.search).toFixed(1)}`);
  } finally {
    server?.close();
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

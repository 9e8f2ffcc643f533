/**
 * Shell performance figures from the real build (dist/web) and the real server:
 *   npx tsx tests/bench/shell.bench.ts
 * Prints `name: value` lines: tab switch time with 20 kept-alive tabs (Chromium), menu search
 * per keystroke over 5,000 items (Node), and Lighthouse performance/accessibility for / and
 * /layout (desktop preset). Loopback only. Initial JS per route: tests/bench/bundles.bench.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { createApp } from '../../apps/server/src/app';
import { flattenLeaves, type MenuNode } from '../../src/shell/menuSearch/menuTree';
import { buildMenuIndex, searchMenuIndex } from '../../src/shell/menuSearch/pinyinIndex';
import { pinyinSyllables } from '../../src/shell/menuSearch/pinyin';
import { buildWeb, webRoot as web } from '../e2e/bundles';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const print = (name: string, value: number) => console.log(`${name}: ${Math.round(value * 10) / 10}`);

function menuSearchMs(): number {
  const groups = ['基础信息', '收运作业', '称重管理', '统计报表', '车辆调度', '道路保洁', '设备监控', '安全生产'];
  const leaves = ['车辆信息', '收运设施', '收集容器', '车辆称重', '运营日报', '异常日报', '单位月报', '毛重分析', '司机排班', '油耗统计'];
  const tree: MenuNode[] = Array.from({ length: 500 }, (_, g) => ({
    id: `g${g}`, name: `${groups[g % groups.length]}${g}`, uri: null, parentId: null,
    children: Array.from({ length: 10 }, (_, l) => ({ id: `g${g}-l${l}`, name: `${leaves[(g + l) % leaves.length]}${g}`, uri: `/s/${g}/${l}`, parentId: `g${g}` })),
  }));
  const index = buildMenuIndex(flattenLeaves(tree, 's', '系统'), pinyinSyllables);
  const keystrokes = ['c', 'cl', 'clx', 'clxx', 'clxx1', 'y', 'yy', 'yyr', 'yyrb', '车', '车辆', '车辆称', '车辆称重'];
  for (let i = 0; i < 20; i += 1) keystrokes.forEach((q) => searchMenuIndex(index, q)); // warm-up
  const rounds = 50;
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) keystrokes.forEach((q) => searchMenuIndex(index, q));
  return (performance.now() - start) / (rounds * keystrokes.length);
}

async function tabSwitchMs(base: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  try {
    const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } })).newPage();
    // tsx keeps function names with a __name helper that the page does not have.
    await page.addInitScript('window.__name = (f) => f');
    await page.goto('/');
    await page.getByLabel('用户名').fill('ops');
    await page.getByLabel('密码', { exact: true }).fill('Ops@2026!');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('tab', { name: '工作台' }).waitFor();
    // Open 19 more menu pages through the openTab message: 20 kept-alive tabs.
    const menu = await page.evaluate(async () => {
      const r = await fetch(`/cloud/management/util/getMenuJson.sa?systemCode=ljszy`, { headers: { Authorization: `Bearer ${JSON.parse(decodeURIComponent(decodeURIComponent(localStorage.getItem('systemInfo')!))).token}` } });
      return ((await r.json()) as { data: { children?: { id: string; isWelcomeMenu?: boolean }[] }[] }).data.flatMap((g) => g.children ?? []).filter((l) => !l.isWelcomeMenu).map((l) => l.id);
    });
    for (const menuId of menu.slice(0, 19)) await page.evaluate((id) => window.postMessage({ type: 'openTab', menuId: id }, '*'), menuId);
    await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length >= 20);
    const samples: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 20; i += 1) {
        samples.push(await page.evaluate(async (index) => {
          const tabs = document.querySelectorAll<HTMLElement>('[role="tab"]');
          const start = performance.now();
          tabs[index].click();
          const panelId = tabs[index].getAttribute('aria-controls')!;
          // Visible: the panel is displayed and a frame has been painted with it.
          await new Promise<void>((resolve) => {
            const check = () => {
              const panel = document.getElementById(panelId);
              if (panel && panel.offsetParent !== null) requestAnimationFrame(() => resolve());
              else requestAnimationFrame(check);
            };
            check();
          });
          return performance.now() - start;
        }, (i + 1) % 20));
      }
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)];
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string): Promise<{ perf: number; a11y: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, desktopConfig);
    const categories = result!.lhr.categories;
    return { perf: (categories.performance.score ?? 0) * 100, a11y: (categories.accessibility.score ?? 0) * 100 };
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (!existsSync(join(web, 'index.html')) || process.env.BENCH_BUILD === '1') buildWeb();
  print('menu_search_ms', menuSearchMs());

  const dataDir = mkdtempSync(join(tmpdir(), 'shell-bench-'));
  const app = await createApp({ dataDir, webRoot: web, seedHashCacheFile: join(tmpdir(), 'sanitation-server-test-seed-hashes.json') });
  try {
    const base = await app.server.listen({ port: 0, host: '127.0.0.1' });
    print('tab_switch_ms', await tabSwitchMs(base));
    const login = await lighthouseScores(`${base}/`);
    print('lighthouse_perf_login', login.perf);
    print('lighthouse_a11y_login', login.a11y);
    const hash = createHash('sha256').update('Ops@2026!').digest('hex');
    const answer = await fetch(`${base}/cas/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ops', password: hash, ip: '', loginWeb: 'web' }) });
    const { data } = (await answer.json()) as { data: { token: string; tenantId: string; userId: string } };
    const layout = await lighthouseScores(`${base}/layout?systemCode=ljszy&title=${encodeURIComponent('垃圾收运')}&tenantId=${data.tenantId}&userId=${data.userId}&token=${data.token}&access_token=${data.token}`);
    print('lighthouse_perf_layout', layout.perf);
    print('lighthouse_a11y_layout', layout.a11y);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

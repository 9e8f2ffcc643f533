/**
 * The built app as the browser meets it (docs/decisions/0205): the production build in
 * dist/web with its Vite manifest (which chunk is which system's catalogue), and the scripts
 * a page requests before it accepts input, sized like the precompressed .gz files (gzip -9
 * of each fetched file). Used by the e2e tests and by tests/bench/bundles.bench.ts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { loadSystem } from '../../apps/catalogue/src';
import { CHUNK_MODULES_FILE } from '../../scripts/chunk-modules';

const root = join(import.meta.dirname, '..', '..');
export const webRoot = join(root, 'dist/web');

/** The production build with its manifest (NODE_ENV=production: React's real build, also under Vitest). */
export function buildWeb(): void {
  const built = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) throw new Error('vite build failed');
}

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(webRoot, file), 'utf8')) as T;
export const readManifest = (): Manifest => readJson<Manifest>('.vite/manifest.json');

const SYSTEM_ENTRY = /catalogue\/src\/systems\/([^/]+)\/index\.ts$/;
const SYSTEM_MODULE = /catalogue\/src\/systems\/([^/]+)\//;

/**
 * Which systems' source each chunk holds (scripts/chunk-modules.ts): chunk file → the codes of
 * the system folders some of whose modules are inside it, for every chunk holding any.
 */
export function systemsInChunks(): Map<string, string[]> {
  const chunks = readJson<Record<string, string[]>>(CHUNK_MODULES_FILE);
  return new Map(Object.entries(chunks).flatMap(([file, modules]): [string, string[]][] => {
    const codes = [...new Set(modules.flatMap((id) => SYSTEM_MODULE.exec(id)?.[1] ?? []))];
    return codes.length ? [[file, codes.sort()]] : [];
  }));
}

/** Each system's catalogue chunk: system code → chunk file (assets/….js). */
export function systemChunks(manifest: Manifest): Map<string, string> {
  return new Map(Object.entries(manifest).flatMap(([key, chunk]): [string, string][] => {
    const code = SYSTEM_ENTRY.exec(key)?.[1];
    return code ? [[code, chunk.file]] : [];
  }));
}

/** The fetched files holding source of a system other than `code` (its own chunk aside, none should). */
export function otherSystemChunks(fetched: readonly string[], code: string): string[] {
  const holding = systemsInChunks();
  return fetched.filter((file) => holding.get(file)?.some((other) => other !== code));
}

/** The files a manifest entry brings with it: its own and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  chunk.imports?.forEach((imported) => staticClosure(manifest, imported, files));
  return files;
}

/** Size of a built file gzip-compressed at level 9 (what the server's .gz sibling holds), in KB. */
export const gzipKb = (file: string): number => gzipSync(readFileSync(join(webRoot, file)), { level: 9 }).length / 1024;
export const gzipTotalKb = (files: readonly string[]): number => files.reduce((kb, file) => kb + gzipKb(file), 0);

/** A built file's path (assets/….js) from the URL the browser fetched it from. */
const builtFile = (url: string) => new URL(url).pathname.replace(/^\//, '');

/**
 * Records the scripts a page requests from now on. `until(ready)` waits, every frame, for the
 * page-side condition `ready` (a function expression, evaluated in the page), takes that
 * moment in the page's clock, waits for every script requested so far to arrive, and returns
 * the files requested up to that moment (Resource Timing, one clock for both), each once.
 */
export function recordScripts(page: Page) {
  const requests: Request[] = [];
  const all = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    requests.push(request);
    all.add(builtFile(request.url()));
  });
  return {
    /** Every script file requested so far. */
    files: () => [...all],
    async until(ready: string): Promise<string[]> {
      const mark = await (await page.waitForFunction(`(${ready})() && performance.now()`, undefined, { polling: 'raf' })).jsonValue() as number;
      await Promise.all(requests.map(async (r) => (await r.response())?.finished()));
      const fetched = await page.evaluate((at) => performance.getEntriesByType('resource')
        .filter((e) => e.startTime <= at && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => e.name), mark);
      return [...new Set(fetched.map(builtFile))];
    },
  };
}

/** Page-side condition: the login form's user-name box is on screen, enabled and not behind a busy overlay. */
const LOGIN_READY = `() => {
  const input = document.querySelector('input[name="username"]');
  return Boolean(input && !input.disabled && input.offsetParent && !input.closest('[aria-busy="true"], [inert]'));
}`;

/** Page-side condition: the layout's menu button and first tab (工作台, selected, its page drawn) are there and enabled. */
const LAYOUT_READY = `() => {
  const menu = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === '展开菜单' || b.textContent === '展开菜单');
  const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.includes('工作台') && t.getAttribute('aria-selected') === 'true');
  const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
  return Boolean(menu && !menu.disabled && tab && panel && panel.firstElementChild);
}`;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** A new page in a fresh context (cold cache), optionally with stored local storage; nothing loaded yet. */
export type OpenPage = (storageState?: StorageState) => Promise<Page>;

export const OPS = { username: 'ops', password: 'Ops@2026!' } as const;

/** Scripts `/` requests until the user-name box accepts input; then checks that typing lands in it. */
export async function loginInitialScripts(open: OpenPage): Promise<string[]> {
  const page = await open();
  const scripts = recordScripts(page);
  await page.goto('/');
  const files = await scripts.until(LOGIN_READY);
  const username = page.getByLabel('用户名');
  await username.pressSequentially(OPS.username);
  if ((await username.inputValue()) !== OPS.username) throw new Error('the login form did not take input');
  return files;
}

/** Signs ops in through the form: the local storage a signed-in browser has. */
export async function opsSignedIn(open: OpenPage): Promise<StorageState> {
  const page = await open();
  await page.goto('/');
  await page.getByLabel('用户名').fill(OPS.username);
  await page.getByLabel('密码', { exact: true }).fill(OPS.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/layout\?/);
  return page.context().storageState();
}

/**
 * A cold load of ops's /layout (垃圾收运): the scripts requested until the menu button and the
 * first tab accept input (then checked with Playwright's actionability checks), and the page
 * with its recorder for what follows.
 */
export async function layoutInitialScripts(open: OpenPage, signedIn: StorageState) {
  const page = await open(signedIn);
  const scripts = recordScripts(page);
  await page.goto(`/layout?systemCode=ljszy&title=${encodeURIComponent('垃圾收运')}`);
  const initial = await scripts.until(LAYOUT_READY);
  await page.getByRole('button', { name: '展开菜单' }).click({ trial: true });
  await page.getByRole('tab', { name: '工作台' }).click({ trial: true });
  return { page, scripts, initial };
}

/** Opens 垃圾收运's first menu page (the first page of its first group) and waits for its rows. */
export async function openFirstLjszyPage(page: Page): Promise<string> {
  const [, group] = (await loadSystem('ljszy')).menus; // the first group after 首页
  const title = group.children[0].name;
  await page.getByRole('button', { name: '展开菜单' }).click();
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  await menu.getByRole('button', { name: group.name }).first().click();
  await menu.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('region', { name: title, exact: true }).getByRole('row').nth(1).waitFor();
  return title;
}

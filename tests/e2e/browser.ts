/**
 * One Chromium per test file (each worker's files run one after another), a fresh context per test.
 * Helpers sign in like a user: labelled fields and the 登录 button.
 */
import { createHash } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { StorageState } from './bundles';

/** This worker's server: files running at the same time never share one (global-setup.ts). */
export const baseURL = () => {
  const urls = inject('baseURLs');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length]!;
};

export const demo = {
  root: 'Root@2026',
  ops: 'Ops@2026!',
  manager: 'Manager@2026',
  weak: '123456',
  expired: 'Expired@2026',
  guest: 'Guest@2026',
  t2admin: 'Tenant2@2026',
  sso: 'SsoUser@2026',
  kqleader: 'KqLeader@2026',
  diaodu: 'Diaodu@2026',
  banzu: 'Banzu@2026',
} as const;

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export function setupBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** A page in a fresh context (optionally with stored local storage), at `path` unless it is empty. */
export async function newPage(path = '/', storageState?: StorageState, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  if (!browser) throw new Error('setupBrowser() first');
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 }, locale: 'zh-CN', storageState, ...options });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  if (path) await page.goto(path);
  return page;
}

export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
}

/** Signs in through the form and waits until the page has left `/`. */
export async function signIn(page: Page, username: keyof typeof demo, options: { remember?: boolean; auto?: boolean } = {}) {
  await fillLogin(page, username, demo[username]);
  if (options.remember) await page.getByLabel('记住密码').check();
  if (options.auto) await page.getByLabel('自动登录').check();
  await page.getByRole('button', { name: '登录' }).click();
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const queryOf = (page: Page) => new URL(page.url()).searchParams;

/** The toast text (the Message host is a polite live region). */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text);

const tokens = new Map<string, { token: string; tenantId: string; userId: string }>();

/** A session for a demo user made by the API (once per file), for tests not about signing in. */
export async function apiSession(user: keyof typeof demo) {
  const cached = tokens.get(user);
  if (cached) return cached;
  const password = createHash('sha256').update(demo[user]).digest('hex');
  const answer = await fetch(`${baseURL()}/cas/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password, ip: '', loginWeb: 'web' }),
  });
  const { data } = (await answer.json()) as { data: { token: string; tenantId: string; userId: string } };
  const session = { token: data.token, tenantId: data.tenantId, userId: data.userId };
  tokens.set(user, session);
  return session;
}

/** Opens /layout for a user with the session in the URL (§2: token, tenantId, userId). */
export async function openLayout(user: keyof typeof demo, extra = ''): Promise<Page> {
  const s = await apiSession(user);
  const page = await newPage(`/layout?systemCode=ljszy&title=${encodeURIComponent('垃圾收运')}&tenantId=${s.tenantId}&userId=${s.userId}&token=${s.token}${extra}`);
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return page;
}

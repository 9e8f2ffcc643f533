/**
 * End-to-end setup: build the app once, seed the real reference server's database (PGlite in a
 * throwaway folder) once, and start one server per end-to-end worker on its own copy of it in
 * memory, serving dist/web on an ephemeral loopback port; the tests get their worker's URL (browser.ts).
 * Two files run at once, each against its own server, so no file sees another's changes
 * (docs/decisions/0363). E2E_SKIP_BUILD=1 reuses an existing build while iterating.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp, type App } from '../../apps/server/src/app';
import { pgliteImageOf } from '../pglite-image';
import { buildWeb } from './bundles';
import { E2E_WORKERS } from './workers';

/** The fixed captcha code of the test server, so captcha flows can be typed in. */
export const E2E_CAPTCHA_CODE = '2468';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per end-to-end worker (VITEST_POOL_ID 1, 2, …). */
    baseURLs: string[];
    captchaCode: string;
  }
}

const apps: App[] = [];
let seeded: string | undefined;

export async function setup(project: TestProject) {
  const root = join(import.meta.dirname, '..', '..');
  // Vitest sets NODE_ENV=test, which would give React's development build: buildWeb tests the real one.
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist/web/.vite/manifest.json'))) buildWeb();
  const common = {
    webRoot: join(root, 'dist/web'),
    seedHashCacheFile: join(tmpdir(), 'sanitation-server-test-seed-hashes.json'),
    // Every browser of the suite comes from 127.0.0.1: the per-address limits are for attackers.
    settings: { captchaCode: () => E2E_CAPTCHA_CODE, lockAfterFailures: 1000, loginPerMinute: 100_000, captchaPerMinute: 100_000, gpsHistoryDays: 14, gpsLiveMs: 5_000 },
  };
  // Seeded once and closed; each server loads the same data into memory, a copy of its own.
  seeded = mkdtempSync(join(tmpdir(), 'shell-e2e-'));
  await (await createApp({ ...common, dataDir: seeded })).close();
  const image = await pgliteImageOf(seeded);
  for (let i = 0; i < E2E_WORKERS; i++) apps.push(await createApp({ ...common, pgliteImage: image }));
  const urls = await Promise.all(apps.map((app) => app.server.listen({ port: 0, host: '127.0.0.1' })));
  project.provide('baseURLs', urls);
  project.provide('captchaCode', E2E_CAPTCHA_CODE);
}

export async function teardown() {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  if (seeded) rmSync(seeded, { recursive: true, force: true });
}

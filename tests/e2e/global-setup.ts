/**
 * End-to-end setup: build the app once, start the real reference server (PGlite in a
 * throwaway folder) serving dist/web on an ephemeral loopback port, and hand its URL to
 * the tests. E2E_SKIP_BUILD=1 reuses an existing build while iterating.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp, type App } from '../../apps/server/src/app';
import { buildWeb } from './bundles';

/** The fixed captcha code of the test server, so captcha flows can be typed in. */
export const E2E_CAPTCHA_CODE = '2468';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    captchaCode: string;
  }
}

let app: App | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  const root = join(import.meta.dirname, '..', '..');
  // Vitest sets NODE_ENV=test, which would give React's development build: buildWeb tests the real one.
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist/web/.vite/manifest.json'))) buildWeb();
  dataDir = mkdtempSync(join(tmpdir(), 'shell-e2e-'));
  app = await createApp({
    dataDir,
    webRoot: join(root, 'dist/web'),
    seedHashCacheFile: join(tmpdir(), 'sanitation-server-test-seed-hashes.json'),
    // Every browser of the suite comes from 127.0.0.1: the per-address limits are for attackers.
    settings: { captchaCode: () => E2E_CAPTCHA_CODE, lockAfterFailures: 1000, loginPerMinute: 100_000, captchaPerMinute: 100_000, gpsHistoryDays: 14, gpsLiveMs: 5_000 },
  });
  const url = await app.server.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseURL', url);
  project.provide('captchaCode', E2E_CAPTCHA_CODE);
}

export async function teardown() {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

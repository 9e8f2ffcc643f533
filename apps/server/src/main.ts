/**
 * CLI: `npx tsx apps/server/src/main.ts`. Listens on PORT (default 3000) on 127.0.0.1;
 * DATABASE_URL selects PostgreSQL, otherwise PGlite in DATA_DIR (default .data/pglite).
 * WEB_ROOT serves a built SPA on the same origin. Behind a reverse proxy, TRUST_PROXY names the
 * proxies' addresses (comma-separated; `1` trusts any), so per-address limits see the client.
 */
import { createApp } from './app';
import { printBanner } from './banner';
import type { CaptchaMode } from './settings';

const modes: readonly CaptchaMode[] = ['always', 'afterFailures', 'never'];

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const captchaMode = modes.find((m) => m === process.env.CAPTCHA_MODE);
  const app = await createApp({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? '.data/pglite'),
    webRoot: process.env.WEB_ROOT || undefined,
    captchaMode,
    logger: process.env.LOG === '1',
    // Live positions every 5 s unless GPS_LIVE_MS says otherwise (0 turns the simulator off).
    // Devices beat every 30 s as a real terminal does (DEVICE_HEARTBEAT_MS=0 turns them off).
    settings: { gpsLiveMs: Number(process.env.GPS_LIVE_MS ?? 5_000), deviceHeartbeatMs: Number(process.env.DEVICE_HEARTBEAT_MS ?? 30_000) },
    trustProxy: process.env.TRUST_PROXY === '1' ? true : process.env.TRUST_PROXY ? process.env.TRUST_PROXY.split(',').map((a) => a.trim()) : false,
  });
  await app.server.listen({ port, host });
  printBanner(`http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`, app.db.kind);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

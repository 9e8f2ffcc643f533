import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext, BusinessRoute } from './context';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import type { Database } from './db/types';
import { authenticate, installAuth } from './http/auth';
import { createMenuCache } from './services/menus';
import { clientErrorHandler, installErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logging';
import { installRateLimit } from './http/rate-limit';
import { installSanitizer } from './http/sanitize';
import { installSecurityHeaders } from './http/security-headers';
import { installWeb } from './http/web';
import { authRoutes } from './routes/auth';
import { captchaRoutes } from './routes/captcha';
import { fileRoutes } from './routes/files';
import { menuRoutes } from './routes/menus';
import { orgRoutes } from './routes/org';
import { accessRoutes } from './access/routes';
import { seedAccess } from './access/seed-roles';
import { paramRoutes } from './routes/params';
import { passwordRoutes } from './routes/password';
import { noticeRoutes } from './routes/notices';
import { trackingRoutes } from './routes/tracking';
import { preferenceRoutes } from './routes/preferences';
import { createTransportKey } from './security/transport-key';
import { installGps, type Gps } from './gps';
import { LiveHub } from './gps/hub';
import { seedDemo } from './seed/seed';
import { seedNotices } from './seed/notices';
import { syncMenus } from './seed/menu-sync';
import { loadServerSystems, serverSystem } from './systems';
import { loadAllSystems, PLATFORM } from '../../catalogue/src';
import { HashGate } from './services/hash-gate';
import { ImportSlots } from './resources/xlsx-parse';
import { prepareResources, resourceRoutes } from './resources';
import { defaultSettings, type CaptchaMode, type Settings } from './settings';

export interface AppOptions {
  /** PostgreSQL URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; undefined = in memory. */
  dataDir?: string;
  /**
   * In memory (no dataDir): start from this PGlite data folder dumped as a tarball, e.g. a seeded
   * one, instead of migrating and seeding an empty database (server tests: tests/server/template.ts).
   */
  pgliteImage?: Blob;
  /** Folder with a built SPA (index.html + assets). */
  webRoot?: string;
  captchaMode?: CaptchaMode;
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For (Fastify's trustProxy:
   * true, or the proxies' addresses). Off by default, so a client cannot pick the
   * address that per-address limits and lockouts count.
   */
  trustProxy?: boolean | string | string[];
  /** Any other setting (time-outs, thresholds; tests shorten them). */
  settings?: Partial<Settings>;
  /** `true` logs to stdout; `{ stream }` logs there (tests read it). Tokens in addresses are hidden. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Seed the demo data on first start (default true). */
  seed?: boolean;
  /** Folder of the migrations and their catalogue-schema.json (tests add generated ones). */
  migrationsDir?: string;
  /** Tests only: a file that shares the demo users' seed hashes between runs. */
  seedHashCacheFile?: string;
}

export interface App {
  server: FastifyInstance;
  db: Database;
  settings: Settings;
  /** Every business call registered, with the system it belongs to. */
  businessRoutes: readonly BusinessRoute[];
  /** GPS: the live channel's hub and the simulator (tests call gps.live.tick(now)). */
  gps: Gps;
  /** Every registered route (method and url), as Fastify's onRoute hook saw them. */
  routes: readonly RouteEntry[];
  /** Drops the cached grants of a tenant's users (roles changed outside the API). */
  forgetGrants(tenantId: string): void;
  /** Closes the HTTP server and the database. */
  close(): Promise<void>;
}

export interface RouteEntry {
  method: string;
  url: string;
}

const BODY_LIMIT = 1024 * 1024;

/** Parses url-encoded form posts (a packing mode of spec §7) into a flat object. */
function installFormParser(server: FastifyInstance): void {
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

export async function createApp(options: AppOptions = {}): Promise<App> {
  const settings: Settings = { ...defaultSettings, ...options.settings };
  if (options.captchaMode) settings.captchaMode = options.captchaMode;
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir, { autovacuumMs: settings.autovacuumMs, image: options.pgliteImage });
  const systems = await loadAllSystems();
  await loadServerSystems([PLATFORM, ...systems.map((s) => s.system)]);
  try {
    await migrate(db, options.migrationsDir);
    if (options.seed !== false) await seedDemo(db, systems, { hashCacheFile: options.seedHashCacheFile });
    await syncMenus(db, systems);
    await prepareResources(db, systems, { seed: options.seed !== false, migrationsDir: options.migrationsDir });
    // Built-in roles after the systems' data (the dispatcher joins 问题上报's people).
    if (options.seed !== false) await seedAccess(db);
    // After the systems' data: the notices' figures are read from it.
    if (options.seed !== false) await seedNotices(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  const server = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: BODY_LIMIT,
    // Strict types in bodies: no silent coercion of 123 to "123"; query values stay strings.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
    clientErrorHandler,
    trustProxy: options.trustProxy ?? false,
  });
  const routes: RouteEntry[] = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  installErrorHandler(server);
  installAuth(server);
  installFormParser(server);
  await installRateLimit(server, settings.shedDelayMs);
  await installSecurityHeaders(server, options.webRoot);
  installSanitizer(server);
  server.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (request.url.startsWith('/cas') || request.url.startsWith('/cloud')) reply.header('cache-control', 'no-store');
    return payload;
  });

  const menus = createMenuCache(db, { menusMs: settings.menuCacheMs, systemsMs: settings.sessionCacheMs });
  const ctx: AppContext = { db, settings, hashes: new HashGate(settings), imports: new ImportSlots(settings), requireSession: authenticate(db, settings), menus, businessRoutes: [], live: new LiveHub() };
  authRoutes(server, ctx);
  captchaRoutes(server, ctx);
  paramRoutes(server, ctx);
  passwordRoutes(server, { ...ctx, transportKey: createTransportKey() });
  menuRoutes(server, ctx);
  fileRoutes(server, ctx);
  trackingRoutes(server, ctx);
  preferenceRoutes(server, ctx);
  noticeRoutes(server, ctx);
  orgRoutes(server, ctx);
  accessRoutes(server, ctx);
  resourceRoutes(server, ctx, systems);
  const people = [PLATFORM, ...systems.map((s) => s.system)].flatMap((system) => {
    const wearers = serverSystem(system).wearers;
    return wearers ? [{ system, wearers }] : [];
  });
  const gps = await installGps(server, ctx, { seed: options.seed !== false, people });
  await installWeb(server, options.webRoot);
  for (const code of [PLATFORM, ...systems.map((s) => s.system)]) await serverSystem(code).ready?.(ctx);
  // Background jobs of the systems (device heartbeats), stopped before the database closes.
  const stops = [PLATFORM, ...systems.map((s) => s.system)].flatMap((code) => serverSystem(code).start?.(ctx) ?? []);

  return {
    server,
    db,
    settings,
    businessRoutes: ctx.businessRoutes,
    routes,
    gps,
    forgetGrants: (tenantId) => menus.grants.forget(tenantId),
    async close() {
      await gps.live.stop();
      for (const stop of stops) stop();
      await server.close();
      await db.close();
    },
  };
}

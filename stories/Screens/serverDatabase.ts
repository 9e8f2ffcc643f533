/**
 * The reference server's database in the browser: PGlite (WASM) with the server's own resource
 * tables (apps/server/src/resources/ddl.ts, row-level security included) and its own demo seeds
 * (apps/server/src/systems/<code>/, found by the same convention as the server). Opened once per
 * page; every screen gets a tenant of its own, seeded afresh, so what one story changes no other
 * story sees.
 */
import { PGlite } from '@electric-sql/pglite';
import { loadSystem, moduleOf, PLATFORM } from '../../apps/catalogue/src';
import { pgliteScopes } from '../../apps/server/src/db/pglite-scopes';
import { APP_ROLE } from '../../apps/server/src/db/roles';
import type { Sql } from '../../apps/server/src/db/types';
import { schemaDdl } from '../../apps/server/src/resources/ddl';
import { profiles, type TenantProfile } from '../../apps/server/src/seed/profiles';
import type { ServerSystem } from '../../apps/server/src/systems/types';
// The append-only stock ledger of documents is hand-written SQL: the same file the server migrates.
import stockLedgerSql from '../../apps/server/src/db/migrations/0031_stock_ledger.sql?raw';

const serverParts = import.meta.glob<{ default: ServerSystem }>('../../apps/server/src/systems/*/index.ts');

/** A system's server folder (custom report handlers, seed), or nothing when it has none. */
async function serverPart(code: string): Promise<ServerSystem> {
  const load = serverParts[`../../apps/server/src/systems/${code}/index.ts`];
  return load ? (await load()).default : {};
}

let opened: Promise<PGlite> | undefined;
const withTables = new Map<string, Promise<void>>();
let tenants = 0;

/** The page's database, with the role every server request runs as (migration 0002 creates it on the server). */
function database(): Promise<PGlite> {
  opened ??= (async () => {
    const pg = await PGlite.create();
    await pg.exec(`CREATE ROLE ${APP_ROLE} NOLOGIN; GRANT USAGE ON SCHEMA public TO ${APP_ROLE};`);
    return pg;
  })();
  return opened;
}

/** The tables of the platform and of a loaded system, created once per page. */
function tablesOf(pg: PGlite, system: string): Promise<void> {
  let done = withTables.get(system);
  if (!done) {
    const resources = [PLATFORM, system, ...ownersOf(system)].flatMap((code) => moduleOf(code)?.resources ?? []);
    const ledger = resources.some((r) => r.document?.stock) && !withTables.has('stock ledger');
    if (ledger) withTables.set('stock ledger', Promise.resolve());
    done = pg.exec(schemaDdl(resources) + (ledger ? `\n${stockLedgerSql}` : '')).then(() => undefined);
    withTables.set(system, done);
  }
  return done;
}

/** Other systems whose tables hold rows of this one's views (公厕管理's devices are 设备在线's). */
function ownersOf(system: string): string[] {
  const owners = (moduleOf(system)?.resources ?? []).flatMap((r) => (r.storedIn && r.storedIn.system !== PLATFORM && r.storedIn.system !== system ? [r.storedIn.system] : []));
  return [...new Set(owners)];
}

export interface ScreenTenant {
  /** One transaction as the server's app role, scoped to this tenant (RLS as on the server). */
  tenant<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  part: ServerSystem;
}

/**
 * The demo tenant's profile with fewer facilities: its 24 vehicles, 8 routes and names, 24
 * facilities (three a route) instead of 60, so a tenant's 90 days of activity are about 17,000
 * rows instead of 35,000 and seed in well under a second (docs/decisions/0106).
 */
const SCREEN_PROFILE: TenantProfile = { ...profiles[0]!, facilities: 24 };

/**
 * A new tenant seeded by the server's own seeds (platform first, as the server seeds) with the
 * screens' profile: 90 days of activity ending 2026-11-20.
 */
export async function seededTenant(system: string): Promise<ScreenTenant> {
  const pg = await database();
  for (const owner of ownersOf(system)) await loadSystem(owner);
  await tablesOf(pg, system);
  const scopes = pgliteScopes(pg);
  const tenantId = `screen${++tenants}`;
  const profile = { ...SCREEN_PROFILE, tenantId };
  for (const code of [PLATFORM, system]) {
    const seed = (await serverPart(code)).seed;
    if (seed) await scopes.tenant(tenantId, (sql) => seed.run(sql, profile));
  }
  return { tenant: (fn) => scopes.tenant(tenantId, fn), part: await serverPart(system) };
}

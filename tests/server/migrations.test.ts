/**
 * Migrations that keep data: a database of the previous version starts on today's server with
 * every row kept and the new menus; a field renamed in the catalogue reaches a seeded database
 * through a generated migration with its data; seeds and menus can run again.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readdirSync, copyFileSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllSystems, moduleOf, PLATFORM, type ModuleDefinition, type ResourceDefinition } from '../../apps/catalogue/src';
import { migrate, MIGRATIONS_DIR } from '../../apps/server/src/db/migrate';
import { migrationText, schemaChanges } from '../../apps/server/src/db/schema/diff';
import { catalogueRenames, catalogueSchema } from '../../apps/server/src/db/schema/model';
import { readSnapshot } from '../../apps/server/src/db/schema/snapshot';
import { seedModules } from '../../apps/server/src/resources/seed';
import { syncMenus } from '../../apps/server/src/seed/menu-sync';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

const DUMP = gunzipSync(readFileSync(new URL('../fixtures/db-f18c9d3.sql.gz', import.meta.url))).toString('utf8');
const ROLES = `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sanitation_app') THEN CREATE ROLE sanitation_app NOLOGIN; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sanitation_auth') THEN CREATE ROLE sanitation_auth NOLOGIN; END IF;
END $$;`;
/** Tables the previous version had under another name. */
const MOVED: Record<string, string> = { ljszy_car_info: 'platform_vehicle', ljszy_company: 'platform_company', rytz_staff_ledger: 'platform_staff', ljszy_facility_info: 'platform_facility' };
/** Columns a later migration turned into others (巡检考评's 已确认 became the workflow state, 0290): checked on their own below. */
const REPLACED: Record<string, string[]> = { ryxj_evaluation: ['confirmed'] };

async function restoreDump(target: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query(ROLES);
      await client.query(DUMP);
    } finally {
      await client.end();
    }
    return;
  }
  const db = await PGlite.create(target.dataDir!);
  await db.exec(ROLES);
  await db.exec(DUMP);
  await db.close();
}

/** Row count and a hash of every row (minus the table name) per table; `only` keeps a table's rows to those matching its condition. */
async function tableHashes(server: Running, tables: readonly string[], columns?: Record<string, string[]>, only: Record<string, string> = {}): Promise<Record<string, string>> {
  return server.app.db.owner(async (sql) => {
    const out: Record<string, string> = {};
    for (const t of tables) {
      // Only the columns the dump had, when given (later migrations may add columns).
      const cols = columns?.[t];
      const text = cols ? `ROW(${cols.map((c) => `x.${c}`).join(', ')})::text` : 'x::text';
      const [row] = await sql.query<{ n: number; h: string | null }>(`SELECT count(*)::int AS n, md5(string_agg(${text}, '|' ORDER BY ${text})) AS h FROM ${t} x ${only[t] ? `WHERE ${only[t]}` : ''}`);
      out[t] = `${row!.n}:${row!.h}`;
    }
    return out;
  });
}

/** The tables of the dump with their row counts and hashes, as the dump holds them. */
function dumpTables(): string[] {
  return [...DUMP.matchAll(/^CREATE TABLE public\.(\w+) \(/gm)].map((m) => m[1]!).filter((t) => t !== 'schema_migrations');
}

describe.each(backends)('a database of the previous version (%s)', (backend) => {
  let server: Running;
  let before: Record<string, string>;
  let oldDepartments: { code: string; parent: string | null; name: string }[] = [];
  let oldEvaluations: { key: string; confirmed: boolean }[] = [];
  const dumpColumns: Record<string, string[]> = {};
  let dumpFiles: string[] = [];
  let dumpNotices: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'sanitation-v1-'));

  beforeAll(async () => {
    // What the dump holds, read by a throwaway PGlite restored the same way.
    const probe = await PGlite.create();
    await probe.exec(ROLES);
    await probe.exec(DUMP);
    before = {};
    for (const t of dumpTables()) {
      const cols = await probe.query<{ c: string }>(`SELECT column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`, [t]);
      dumpColumns[MOVED[t] ?? t] = cols.rows.map((r) => r.c).filter((c) => !REPLACED[t]?.includes(c));
      // The kept columns only where some were replaced, read as the server's side reads them (tableHashes).
      const text = REPLACED[t] ? `ROW(${dumpColumns[MOVED[t] ?? t]!.map((c) => `x.${c}`).join(', ')})::text` : 'x::text';
      const { rows } = await probe.query<{ n: number; h: string | null }>(`SELECT count(*)::int AS n, md5(string_agg(${text}, '|' ORDER BY ${text})) AS h FROM public.${t} x`);
      before[t] = `${rows[0]!.n}:${rows[0]!.h}`;
    }
    oldEvaluations = (await probe.query<{ key: string; confirmed: boolean }>(`SELECT tenant_id || ':' || id AS key, confirmed FROM public.ryxj_evaluation ORDER BY 1`)).rows;
    dumpFiles = (await probe.query<{ file_id: string }>('SELECT file_id FROM public.files')).rows.map((r) => r.file_id);
    dumpNotices = (await probe.query<{ key: string }>(`SELECT tenant_id || ':' || notice_id AS key FROM public.notices`)).rows.map((r) => r.key);
    oldDepartments = (await probe.query<{ code: string; parent: string | null; name: string }>(
      `SELECT tenant_id || ':' || dept_id AS code, CASE WHEN parent_id IS NULL THEN NULL ELSE tenant_id || ':' || parent_id END AS parent, name FROM public.departments ORDER BY 1`)).rows;
    await probe.close();
    server = await startServer(backend, backend === 'pglite' ? { dataDir } : {}, restoreDump);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every row of every resource table, under its new name where it moved', async () => {
    const resourceTables = dumpTables().filter((t) => /^(ljszy|kcgl|rytz|clgl|ryxj)_/.test(t));
    expect(resourceTables.length).toBeGreaterThan(20);
    const after = await tableHashes(server, resourceTables.map((t) => MOVED[t] ?? t), dumpColumns);
    for (const t of resourceTables) expect(after[MOVED[t] ?? t], t).toBe(before[t]);
  });

  it('keeps users, sessions and notices, and applied the new migrations once', async () => {
    const kept = ['users', 'user_systems', 'notices', 'files'];
    // Columns later migrations added (uploaded files' sizes and thumbnails) are not the dump's; systems
    // seeded since add files of their own (指挥调度's site photos): the dump's files are what must stay.
    // Likewise notices: systems delivered since raise their own (项目合同's expiring contracts).
    const quoted = (ids: string[]) => ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ');
    const after = await tableHashes(server, kept, dumpColumns, {
      files: `x.file_id IN (${quoted(dumpFiles)})`,
      notices: `x.tenant_id || ':' || x.notice_id IN (${quoted(dumpNotices)})`,
    });
    for (const t of kept) expect(after[t], t).toBe(before[t]);
    const versions = await server.app.db.owner((sql) => sql.query<{ version: string }>(`SELECT version FROM schema_migrations WHERE version ~ '^[0-9]{4}_' ORDER BY 1`));
    expect(versions.map((v) => v.version)).toEqual(readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_.+\.sql$/.test(f)).map((f) => f.replace(/\.sql$/, '')).sort());
  });

  it('moves the shell\'s departments into the platform\'s department tree with their names and parents', async () => {
    expect(oldDepartments.length).toBeGreaterThan(5);
    const moved = await server.app.db.owner((sql) => sql.query<{ code: string; parent: string | null; name: string }>(
      `SELECT d.tenant_id || ':' || d.code AS code, CASE WHEN p.id IS NULL THEN NULL ELSE p.tenant_id || ':' || p.code END AS parent, d.name
       FROM platform_department d LEFT JOIN platform_department p ON p.tenant_id = d.tenant_id AND p.id = d.parent_id ORDER BY 1`));
    expect(moved).toEqual(oldDepartments);
    const gone = await server.app.db.owner((sql) => sql.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = 'departments'`));
    expect(gone).toHaveLength(0);
  });

  it('turns 巡检考评\'s 已确认 into the workflow state: confirmed evaluations are done, the others wait for their inspector', async () => {
    expect(oldEvaluations.some((e) => e.confirmed) && oldEvaluations.some((e) => !e.confirmed)).toBe(true);
    const now = await server.app.db.owner((sql) => sql.query<{ key: string; state: string; original: number; score: number }>(
      `SELECT tenant_id || ':' || id AS key, state, original_score AS original, score FROM ryxj_evaluation ORDER BY 1`));
    expect(now.map((e) => [e.key, e.state])).toEqual(oldEvaluations.map((e) => [e.key, e.confirmed ? 'done' : 'draft']));
    for (const e of now) expect(e.original).toBe(e.score);
  });

  it('serves the same vehicles through 垃圾收运 and the platform, and the menus of today', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    const cars = await call<{ rows: { carNo: string }[]; total: number }>(server.base, '/cloud/ljszy/carInfo/pageList', { token: ops, body: { pageSize: 100 } });
    expect(cars.body.data.total).toBe(24);
    const shared = await call<{ id: number; label: string }[]>(server.base, '/cloud/platform/vehicle/getSimpleList', { token: ops });
    expect(shared.body.data.map((o) => o.label).sort()).toEqual(cars.body.data.rows.map((r) => r.carNo).sort());
    const root = await tokenFor(server.base, 'root', 'Root@2026');
    const menu = await call<{ children: { uri: string }[] }[]>(server.base, '/cloud/management/util/getMenuJson.sa', { token: root, query: { systemCode: 'kcgl' } });
    expect(menu.body.data.flatMap((g) => g.children).map((c) => c.uri)).toContain('/kcgl/storehouse');
  });

  it('runs every seed again without a duplicate and without changing a row', async () => {
    const tables = Object.keys(catalogueSchema(allResources(await loadAllSystems())));
    const hashes = await tableHashes(server, tables);
    await server.app.db.owner((sql) => sql.query(`DELETE FROM schema_migrations WHERE version LIKE 'seed:%'`));
    const systems = await loadAllSystems();
    await seedModules(server.app.db, [PLATFORM, ...systems.map((s) => s.system)]);
    expect(await tableHashes(server, tables)).toEqual(hashes);
  });
});

function allResources(systems: readonly ModuleDefinition[]): ResourceDefinition[] {
  return [moduleOf(PLATFORM)!, ...systems].flatMap((m) => m.resources);
}

/** ljszy with carWeightOperate's 司磅员 field renamed operator → weigher in the catalogue. */
function withRenamedField(systems: readonly ModuleDefinition[]): ResourceDefinition[] {
  return allResources(systems).map((r) =>
    r.system === 'ljszy' && r.key === 'carWeightOperate'
      ? { ...r, fields: r.fields.map((f) => (f.key === 'operator' ? { ...f, key: 'weigher', renamedFrom: 'operator' } : f)) }
      : r,
  );
}

describe.each(backends)('a field renamed in the catalogue (%s)', (backend) => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.stop());

  it('reaches the seeded database through a generated migration, with its data', async () => {
    const resources = withRenamedField(await loadAllSystems());
    const changes = schemaChanges(readSnapshot(), catalogueSchema(resources), catalogueRenames(resources));
    expect([...changes.keys()]).toEqual(['ljszy_car_weight_operate']);
    expect(changes.get('ljszy_car_weight_operate')).toEqual(['ALTER TABLE ljszy_car_weight_operate RENAME COLUMN operator TO weigher;']);

    const read = (column: string) =>
      server.app.db.owner((sql) => sql.query<{ n: number; h: string }>(`SELECT count(${column})::int AS n, md5(string_agg(id || ':' || ${column}, ',' ORDER BY tenant_id, id)) AS h FROM ljszy_car_weight_operate`));
    const [old] = await read('operator');
    expect(old!.n).toBeGreaterThan(1000);

    const dir = mkdtempSync(join(tmpdir(), 'sanitation-migrations-'));
    for (const f of readdirSync(MIGRATIONS_DIR)) copyFileSync(join(MIGRATIONS_DIR, f), join(dir, f));
    writeFileSync(join(dir, '9001_rename_operator.sql'), migrationText('rename_operator', changes));
    expect(await migrate(server.app.db, dir)).toEqual(['9001_rename_operator']);
    expect(await migrate(server.app.db, dir)).toEqual([]);
    const [renamed] = await read('weigher');
    expect(renamed).toEqual(old);
    rmSync(dir, { recursive: true, force: true });
  });

  it('synchronises menus with the catalogue: new leaves appear, renamed ones follow, removed ones go', async () => {
    const systems = await loadAllSystems();
    const kcgl = systems.find((s) => s.system === 'kcgl')!;
    const [first, ...rest] = kcgl.menus[1]!.children;
    const changed: ModuleDefinition = {
      ...kcgl,
      menus: kcgl.menus.map((g, i) => (i === 1 ? { ...g, children: [{ ...first!, name: '仓库档案' }, ...rest.slice(1), { key: 'newLeaf', name: '新页面', uri: '/kcgl/newLeaf', openModeCode: 'tab' as const }] } : g)),
    };
    const userSystems = () => server.app.db.owner((sql) => sql.query(`SELECT * FROM user_systems ORDER BY 1, 2, 3`));
    const heldBefore = await userSystems();
    await syncMenus(server.app.db, systems.map((s) => (s === kcgl ? changed : s)));
    const leaves = await server.app.db.owner((sql) => sql.query<{ menu_id: string; name: string }>(`SELECT menu_id, name FROM menus WHERE tenant_id = '1' AND system_code = 'kcgl' AND uri IS NOT NULL`));
    const names = new Map(leaves.map((l) => [l.menu_id, l.name]));
    expect(names.get('kcgl-g1-storehouse')).toBe('仓库档案');
    expect(names.get('kcgl-g1-newLeaf')).toBe('新页面');
    expect(names.has(`kcgl-g1-${rest[0]!.key}`)).toBe(false);
    expect(await userSystems()).toEqual(heldBefore);
    await syncMenus(server.app.db, systems);
  });
});

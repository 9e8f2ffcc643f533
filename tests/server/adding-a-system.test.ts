/**
 * docs/adding-a-system.md, proven: a throwaway system (tests/fixtures/throwaway-system: one
 * folder, one resource, one page) plus its index line and its generated migration gives a
 * menu, calls at its family's paths, a table under row-level security, and authorization.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllSystems, moduleOf, PLATFORM, registerSystem, unregisterSystem } from '../../apps/catalogue/src';
import { MIGRATIONS_DIR } from '../../apps/server/src/db/migrate';
import { migrationText, schemaChanges } from '../../apps/server/src/db/schema/diff';
import { catalogueRenames, catalogueSchema } from '../../apps/server/src/db/schema/model';
import { readSnapshot, SNAPSHOT_NAME, writeSnapshot } from '../../apps/server/src/db/schema/snapshot';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

// The index line of docs/adding-a-system.md step 1, made at run time for the throwaway folder,
// and taken back when the file is done: the next server test files share this worker (decision 0361).
registerSystem('tmpdemo', () => import('../fixtures/throwaway-system'));
afterAll(() => unregisterSystem('tmpdemo'));

/** Step 3: `npm run migration -- add_tmpdemo`, into a copy of the migrations folder. */
async function migrationsWithTheNewSystem(): Promise<{ dir: string; sql: string }> {
  const systems = await loadAllSystems();
  const resources = [moduleOf(PLATFORM)!, ...systems].flatMap((m) => m.resources);
  const next = catalogueSchema(resources);
  const sql = migrationText('add_tmpdemo', schemaChanges(readSnapshot(), next, catalogueRenames(resources)));
  const dir = mkdtempSync(join(tmpdir(), 'sanitation-new-system-'));
  for (const f of readdirSync(MIGRATIONS_DIR)) copyFileSync(join(MIGRATIONS_DIR, f), join(dir, f));
  writeFileSync(join(dir, '9000_add_tmpdemo.sql'), sql);
  writeSnapshot(next, join(dir, SNAPSHOT_NAME));
  return { dir, sql };
}

describe.each(backends)('adding a system (%s)', (backend) => {
  let server: Running;
  let dir: string;
  let sql: string;
  let root: string;

  beforeAll(async () => {
    ({ dir, sql } = await migrationsWithTheNewSystem());
    server = await startServer(backend, { migrationsDir: dir });
    // A new system is granted by an administrator (系统管理); here directly.
    await server.app.db.owner((q) => q.query(`INSERT INTO user_systems (tenant_id, user_id, system_code) VALUES ('1', '1001', 'tmpdemo') ON CONFLICT DO NOTHING`));
    root = await tokenFor(server.base, 'root', 'Root@2026');
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the generated migration creates only the new table, under row-level security', () => {
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS tmpdemo_tank');
    expect(sql).toContain('FORCE ROW LEVEL SECURITY');
    expect(sql.match(/CREATE TABLE/g)).toHaveLength(1);
  });

  it('shows its menu, derived from its page', async () => {
    const menu = await call<{ name: string; children: { name: string; uri: string }[] }[]>(server.base, '/cloud/management/util/getMenuJson.sa', { token: root, query: { systemCode: 'tmpdemo' } });
    expect(menu.body.result).toBe(0);
    expect(menu.body.data.map((g) => g.name)).toEqual(['首页', '基础资料']);
    expect(menu.body.data[1]!.children).toEqual([expect.objectContaining({ name: '水箱', uri: '/tmpdemo/tank' })]);
  });

  it('answers its calls at its family paths with validation, into its own table', async () => {
    const empty = await call<{ total: number }>(server.base, '/cloud/tmpdemo/tank/pageList', { token: root, body: {} });
    expect(empty.body).toMatchObject({ result: 0, data: { total: 0 } });
    const bad = await call(server.base, '/cloud/tmpdemo/tank/save', { token: root, body: { code: 'SX-01', volume: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('容量');
    const saved = await call(server.base, '/cloud/tmpdemo/tank/save', { token: root, body: { code: 'SX-01', volume: 12.5 } });
    expect(saved.body).toMatchObject({ result: 0, msg: '保存成功' });
    const list = await call<{ rows: { code: string; status: string }[]; total: number }>(server.base, '/cloud/tmpdemo/tank/pageList', { token: root, body: {} });
    expect(list.body.data).toMatchObject({ total: 1, rows: [{ code: 'SX-01', status: 'inUse' }] });
    const enums = await call<{ label: string }[]>(server.base, '/cloud/tmpdemo/common/loadEnumValue', { token: root, query: { enumName: 'tankStatus' } });
    expect(enums.body.data.map((o) => o.label)).toEqual(['在用', '停用']);
    const rows = await server.app.db.owner((q) => q.query<{ tenant_id: string; code: string }>('SELECT tenant_id, code FROM tmpdemo_tank'));
    expect(rows).toEqual([{ tenant_id: '1', code: 'SX-01' }]);
  });

  it('refuses users who do not hold the system', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    const refused = await call(server.base, '/cloud/tmpdemo/tank/save', { token: ops, body: { code: 'SX-02', volume: 3 } });
    expect(refused.status).toBe(403);
  });
});

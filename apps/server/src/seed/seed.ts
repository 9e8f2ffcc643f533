import type { ModuleDefinition } from '../../../catalogue/src';
import type { Database } from '../db/types';
import { hasMarker, setMarker } from '../db/migrate';
import { tokenHash } from '../security/tokens';
import { seedHash } from './hash-cache';
import { demoFiles, demoTenants, demoThirdPartyApp, demoUsers, PLATFORM_TENANT } from './demo-data';

const SEED_MARKER = 'seed:demo-v1';
export const PASSWORD_PARAM_TYPE = 'param_password_validate';

/** Seeds the demo tenants (users, systems; menus follow the catalogue in menu-sync.ts) once (a marker row records it), each tenant through its own RLS scope; notices follow the systems' data (notices.ts). */
export async function seedDemo(db: Database, systems: readonly ModuleDefinition[], options: { hashCacheFile?: string } = {}): Promise<boolean> {
  return seedUsersAndMenus(db, systems, options);
}

async function seedUsersAndMenus(db: Database, systems: readonly ModuleDefinition[], options: { hashCacheFile?: string }): Promise<boolean> {
  if (await hasMarker(db, SEED_MARKER)) return false;
  const hashes = new Map<string, string>();
  await Promise.all(
    demoUsers.map(async (u) => hashes.set(u.username, await seedHash(u.username, u.password, options.hashCacheFile))),
  );
  const systemRows = JSON.stringify(systems.map((s, i) => ({ code: s.system, name: s.name, sort: i })));

  for (const tenant of demoTenants) {
    await db.tenant(tenant.tenantId, async (sql) => {
      const tid = tenant.tenantId;
      await sql.query(
        `INSERT INTO tenants (tenant_id, name, enable_password_policy, password_expiry_enabled) VALUES ($1, $2, $3, $4)`,
        [tid, tenant.name, tenant.enablePasswordPolicy, tenant.passwordExpiryEnabled],
      );
      if (tenant.regex && tenant.tip) {
        await sql.query(
          `INSERT INTO params (tenant_id, param_type_code, parm_code, parm_name, sort) VALUES ($1, $2, 'regex', $3, 1), ($1, $2, 'tip', $4, 2)`,
          [tid, PASSWORD_PARAM_TYPE, tenant.regex, tenant.tip],
        );
      }
      if (tid !== PLATFORM_TENANT) {
        await sql.query(
          `INSERT INTO systems (tenant_id, code, name, sort)
           SELECT $1, x.code, x.name, x.sort FROM json_to_recordset($2::json) AS x(code text, name text, sort int)`,
          [tid, systemRows],
        );
      }
      for (const u of demoUsers.filter((x) => x.tenantId === tid)) {
        await sql.query(
          `INSERT INTO users (tenant_id, user_id, username, name, password_hash, password_expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
          [tid, u.userId, u.username, u.name, hashes.get(u.username), u.passwordExpiresAt ?? null],
        );
        const codes = u.systems === 'all' ? systems.map((s) => s.system) : u.systems;
        if (codes.length > 0) {
          await sql.query(
            `INSERT INTO user_systems (tenant_id, user_id, system_code) SELECT $1, $2, unnest($3::text[])`,
            [tid, u.userId, codes],
          );
        }
      }
      for (const f of demoFiles.filter((x) => x.tenantId === tid)) {
        await sql.query(`INSERT INTO files (tenant_id, file_id, file_name, mime_type, content) VALUES ($1, $2, $3, $4, $5)`, [
          tid, f.fileId, f.name, f.mime, Buffer.from(f.text, "utf8"),
        ]);
      }
      if (tid === demoThirdPartyApp.tenantId) {
        const app = demoThirdPartyApp;
        await sql.query(
          `INSERT INTO third_party_app_users (tenant_id, app_id, external_user_id, secret_hash, user_id) VALUES ($1, $2, $3, $4, $5)`,
          [tid, app.appId, app.externalUserId, tokenHash(app.appSecret), app.userId],
        );
      }
    });
  }
  await setMarker(db, SEED_MARKER);
  return true;
}

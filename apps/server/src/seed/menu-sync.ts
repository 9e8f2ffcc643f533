/**
 * Menus follow the catalogue on every start: new leaves appear, renamed or moved ones follow,
 * removed ones go; systems new to the catalogue are added to every tenant. Users, their
 * systems and everything else they own are left alone.
 */
import type { ModuleDefinition } from '../../../catalogue/src';
import type { Database } from '../db/types';
import type { MenuRow } from '../services/menus';
import { PLATFORM_TENANT } from './demo-data';

/** The menu rows of the catalogue; ids are `<system>-<group>` and `<group id>-<leaf key>`. */
export function menuRows(systems: readonly ModuleDefinition[]): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const system of systems) {
    system.menus.forEach((group, g) => {
      const groupId = `${system.system}-${group.key}`;
      rows.push({ menu_id: groupId, system_code: system.system, parent_id: null, name: group.name, uri: null, sort: g, is_welcome: false, open_mode_code: 'tab' });
      group.children.forEach((leaf, l) => {
        rows.push({
          menu_id: `${groupId}-${leaf.key}`, system_code: system.system, parent_id: groupId, name: leaf.name,
          uri: leaf.uri, sort: l, is_welcome: leaf.isWelcomeMenu === true, open_mode_code: leaf.openModeCode,
        });
      });
    });
  }
  return rows;
}

export async function syncMenus(db: Database, systems: readonly ModuleDefinition[]): Promise<void> {
  const tenants = await db.owner((sql) => sql.query<{ tenant_id: string }>('SELECT tenant_id FROM tenants WHERE tenant_id <> $1 ORDER BY tenant_id', [PLATFORM_TENANT]));
  const systemRows = JSON.stringify(systems.map((s, i) => ({ code: s.system, name: s.name, sort: i })));
  const menus = JSON.stringify(menuRows(systems));
  for (const { tenant_id: tid } of tenants) {
    await db.tenant(tid, async (sql) => {
      await sql.query(
        `INSERT INTO systems (tenant_id, code, name, sort)
         SELECT $1, x.code, x.name, x.sort FROM json_to_recordset($2::json) AS x(code text, name text, sort int)
         ON CONFLICT (tenant_id, code) DO UPDATE SET name = EXCLUDED.name, sort = EXCLUDED.sort
         WHERE (systems.name, systems.sort) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.sort)`,
        [tid, systemRows],
      );
      await sql.query(
        `INSERT INTO menus (tenant_id, menu_id, system_code, parent_id, name, uri, sort, is_welcome, open_mode_code)
         SELECT $1, x.menu_id, x.system_code, x.parent_id, x.name, x.uri, x.sort, x.is_welcome, x.open_mode_code
         FROM json_to_recordset($2::json) AS x(menu_id text, system_code text, parent_id text, name text, uri text,
           sort int, is_welcome boolean, open_mode_code text)
         ON CONFLICT (tenant_id, menu_id) DO UPDATE SET system_code = EXCLUDED.system_code, parent_id = EXCLUDED.parent_id,
           name = EXCLUDED.name, uri = EXCLUDED.uri, sort = EXCLUDED.sort, is_welcome = EXCLUDED.is_welcome, open_mode_code = EXCLUDED.open_mode_code
         WHERE (menus.system_code, menus.parent_id, menus.name, menus.uri, menus.sort, menus.is_welcome, menus.open_mode_code)
           IS DISTINCT FROM (EXCLUDED.system_code, EXCLUDED.parent_id, EXCLUDED.name, EXCLUDED.uri, EXCLUDED.sort, EXCLUDED.is_welcome, EXCLUDED.open_mode_code)`,
        [tid, menus],
      );
      await sql.query(
        `DELETE FROM menus m WHERE NOT EXISTS (SELECT 1 FROM json_to_recordset($1::json) AS x(menu_id text) WHERE x.menu_id = m.menu_id)`,
        [menus],
      );
    });
  }
}

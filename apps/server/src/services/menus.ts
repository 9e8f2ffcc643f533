import type { Sql } from '../db/types';

export interface MenuRow {
  menu_id: string;
  system_code: string;
  parent_id: string | null;
  name: string;
  uri: string | null;
  sort: number;
  is_welcome: boolean;
  open_mode_code: string;
}

export interface MenuNode {
  id: string;
  key: string;
  name: string;
  uri: string | null;
  parentId: string | null;
  systemCode: string;
  openModeCode: string;
  isWelcomeMenu: boolean;
  children: MenuNode[];
}

/** Builds the menu tree (spec §3 menu tree node) from flat rows ordered by sort. */
export function buildTree(rows: readonly MenuRow[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const r of rows) {
    nodes.set(r.menu_id, {
      id: r.menu_id, key: r.menu_id, name: r.name, uri: r.uri, parentId: r.parent_id, systemCode: r.system_code,
      openModeCode: r.open_mode_code, isWelcomeMenu: r.is_welcome, children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.menu_id)!;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function userHasSystem(sql: Sql, userId: string, systemCode: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM user_systems WHERE user_id = $1 AND system_code = $2', [userId, systemCode]);
  return rows.length > 0;
}

export async function systemMenus(sql: Sql, systemCode: string): Promise<MenuRow[]> {
  return sql.query<MenuRow>(
    `SELECT menu_id, system_code, parent_id, name, uri, sort, is_welcome, open_mode_code
     FROM menus WHERE system_code = $1 ORDER BY parent_id NULLS FIRST, sort`,
    [systemCode],
  );
}

/** Menu trees per tenant and system, kept briefly in memory: every tab of every user asks for them. */
export function createMenuTreeCache(ttlMs: number) {
  const trees = new Map<string, { tree: MenuNode[]; until: number }>();
  return async function menuTree(sql: Sql, tenantId: string, systemCode: string): Promise<MenuNode[]> {
    const key = `${tenantId}|${systemCode}`;
    const hit = trees.get(key);
    if (hit && hit.until > Date.now()) return hit.tree;
    const tree = buildTree(await systemMenus(sql, systemCode));
    if (ttlMs > 0) trees.set(key, { tree, until: Date.now() + ttlMs });
    return tree;
  };
}

/** Escapes LIKE wildcards so a keyword such as "50%_" matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SearchHit {
  id: string;
  name: string;
  uri: string | null;
  namePath: string;
  systemCode: string;
  systemName: string;
  openModeCode: string;
}

/** Leaves whose name or parent names match, across the user's systems; the current system first. */
export async function searchMenus(sql: Sql, userId: string, keyword: string, systemCode: string): Promise<SearchHit[]> {
  const rows = await sql.query<{
    menu_id: string; name: string; uri: string | null; parent_name: string | null; system_code: string;
    system_name: string; open_mode_code: string;
  }>(
    `SELECT m.menu_id, m.name, m.uri, p.name AS parent_name, m.system_code, s.name AS system_name, m.open_mode_code
     FROM menus m
     JOIN user_systems us ON us.tenant_id = m.tenant_id AND us.system_code = m.system_code AND us.user_id = $1
     JOIN systems s ON s.tenant_id = m.tenant_id AND s.code = m.system_code
     LEFT JOIN menus p ON p.tenant_id = m.tenant_id AND p.menu_id = m.parent_id
     WHERE m.uri IS NOT NULL AND (m.name ILIKE $2 ESCAPE '\\' OR p.name ILIKE $2 ESCAPE '\\' OR m.uri ILIKE $2 ESCAPE '\\')
     ORDER BY (m.system_code = $3) DESC, s.sort, p.sort, m.sort
     LIMIT 50`,
    [userId, likePattern(keyword), systemCode],
  );
  return rows.map((r) => ({
    id: r.menu_id,
    name: r.name,
    uri: r.uri,
    namePath: [r.system_name, r.parent_name].filter(Boolean).join('/'),
    systemCode: r.system_code,
    systemName: r.system_name,
    openModeCode: r.open_mode_code,
  }));
}

import type { Database, Sql } from '../db/types';
import { loadGrants, type Grants } from '../access/grants';

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

export async function systemMenus(sql: Sql, systemCode: string): Promise<MenuRow[]> {
  return sql.query<MenuRow>(
    `SELECT menu_id, system_code, parent_id, name, uri, sort, is_welcome, open_mode_code
     FROM menus WHERE system_code = $1 ORDER BY parent_id NULLS FIRST, sort`,
    [systemCode],
  );
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

/** A leaf menu (one with an address) as search sees it, in the tenant's menu order. */
export interface SearchEntry {
  hit: SearchHit;
  /** Lower-cased name, parent name and address: what a keyword is looked for in. */
  text: string[];
}

interface LeafRow {
  menu_id: string;
  name: string;
  uri: string;
  parent_name: string | null;
  system_code: string;
  system_name: string;
  open_mode_code: string;
}

/** Every leaf of the tenant's systems, ordered by system, parent and own sort (parentless last). */
export async function searchEntries(sql: Sql): Promise<SearchEntry[]> {
  const rows = await sql.query<LeafRow>(
    `SELECT m.menu_id, m.name, m.uri, p.name AS parent_name, m.system_code, s.name AS system_name, m.open_mode_code
     FROM menus m
     JOIN systems s ON s.tenant_id = m.tenant_id AND s.code = m.system_code
     LEFT JOIN menus p ON p.tenant_id = m.tenant_id AND p.menu_id = m.parent_id
     WHERE m.uri IS NOT NULL
     ORDER BY s.sort, p.sort, m.sort, m.menu_id`,
  );
  return rows.map((r) => ({
    hit: {
      id: r.menu_id, name: r.name, uri: r.uri, namePath: [r.system_name, r.parent_name].filter(Boolean).join('/'),
      systemCode: r.system_code, systemName: r.system_name, openModeCode: r.open_mode_code,
    },
    text: [r.name, r.parent_name ?? '', r.uri].map((t) => t.toLowerCase()),
  }));
}

/**
 * Leaves whose name, parent name or address contains the keyword (case-insensitive, no
 * wildcards), within the user's systems; the current system first, at most `limit`.
 */
export function matchMenus(entries: readonly SearchEntry[], systems: ReadonlySet<string>, keyword: string, systemCode: string, limit = 50): SearchHit[] {
  const needle = keyword.toLowerCase();
  const first: SearchHit[] = [];
  const rest: SearchHit[] = [];
  for (const e of entries) {
    if (first.length >= limit) break;
    if (!systems.has(e.hit.systemCode) || !e.text.some((t) => t.includes(needle))) continue;
    (e.hit.systemCode === systemCode ? first : rest).push(e.hit);
  }
  return [...first, ...rest].slice(0, limit);
}

/**
 * A value per key kept `ttlMs` (0: never kept); concurrent misses share one load, a failed load
 * is not kept; `forget(tenantId)` drops a tenant's entries (its roles changed).
 */
function memo<T>(ttlMs: number, load: (tenantId: string, key: string) => Promise<T>) {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  const get = (tenantId: string, key = ''): Promise<T> => {
    if (ttlMs <= 0) return load(tenantId, key);
    const id = `${tenantId}|${key}`;
    const hit = entries.get(id);
    const now = Date.now();
    if (hit && hit.until > now) return hit.value;
    if (entries.size > 10_000) entries.clear();
    const value = load(tenantId, key);
    entries.set(id, { value, until: now + ttlMs });
    value.catch(() => entries.get(id)?.value === value && entries.delete(id));
    return value;
  };
  const forget = (tenantId: string) => {
    for (const id of entries.keys()) if (id.startsWith(`${tenantId}|`)) entries.delete(id);
  };
  return Object.assign(get, { forget });
}

/**
 * What the menu calls read, kept in memory: menu trees per tenant and system and each tenant's
 * search entries for `menusMs` (every tab of every user asks for them; menus change only with
 * deployments), and each user's grants — systems, functions, data scope (access/grants.ts) — for
 * `systemsMs` (as briefly as a resolved session; dropped at once when the tenant's roles or users
 * change in this process). Each loads in its own transaction, once however many requests miss
 * together (a shared load must not be awaited inside another transaction: PGlite runs one at a time).
 */
export function createMenuCache(db: Database, ttl: { menusMs: number; systemsMs: number }) {
  const grants = memo<Grants>(ttl.systemsMs, (tenantId, userId) => db.tenant(tenantId, (sql) => loadGrants(sql, userId)));
  return {
    tree: memo(ttl.menusMs, (tenantId, systemCode) => db.tenant(tenantId, async (sql) => buildTree(await systemMenus(sql, systemCode)))),
    searchEntries: memo(ttl.menusMs, (tenantId) => db.tenant(tenantId, searchEntries)),
    grants,
    /** The systems a user holds, directly or through roles. */
    userSystems: async (tenantId: string, userId: string): Promise<Set<string>> => new Set((await grants(tenantId, userId)).systems.keys()),
  };
}

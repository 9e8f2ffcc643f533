/**
 * 菜单定义: every system's menu as the catalogue synchronises it into each tenant's menus (the
 * same ids: `<system>-<group>` and `<group id>-<leaf>`, seed/menu-sync.ts), with each leaf's
 * address, page kind and opening mode. Read-only: menus follow the catalogue on every start.
 */
import { enumLabel, PLATFORM, type ModuleDefinition } from '../../../../catalogue/src';
import type { CustomHandler } from '../types';
import { pagingOf } from '../../resources/unpack';
import { loadedModules } from './catalogue';


export interface MenuEntryRow {
  id: string;
  menuId: string;
  systemCode: string;
  systemName: string;
  groupId: string;
  groupName: string;
  name: string;
  uri: string;
  pageKind: string;
  pageKindLabel: string;
  openMode: string;
  openModeLabel: string;
  sort: number;
}

/** The systems with a menu (not the platform's shared data). */
const systems = () => loadedModules().filter((m) => m.system !== PLATFORM);

function entriesOf(mod: ModuleDefinition): MenuEntryRow[] {
  return mod.menus.flatMap((group, g) => group.children.map((leaf, l) => {
    const page = mod.pages.find((p) => `/${mod.system}/${p.key}` === leaf.uri);
    const kind = leaf.openModeCode === 'newWindow' ? 'external' : page ? page.kind : leaf.isWelcomeMenu ? 'welcome' : 'planned';
    const groupId = `${mod.system}-${group.key}`;
    return {
      id: `${groupId}-${leaf.key}`, menuId: `${groupId}-${leaf.key}`, systemCode: mod.system, systemName: mod.name, groupId, groupName: group.name,
      name: leaf.name, uri: leaf.uri, pageKind: kind, pageKindLabel: enumLabel('xtgl', 'menuPageKind', kind), openMode: leaf.openModeCode,
      openModeLabel: leaf.openModeCode === 'newWindow' ? '新窗口' : '页签', sort: g * 100 + l,
    };
  }));
}

/** System → group → leaf, with the number of leaves under each system and group. */
export const menuTree: CustomHandler = async () =>
  systems().map((mod) => ({
    id: mod.system, label: mod.name, systemCode: mod.system, count: mod.menus.reduce((n, g) => n + g.children.length, 0),
    children: mod.menus.map((group) => ({
      id: `${mod.system}-${group.key}`, label: group.name, systemCode: mod.system, groupId: `${mod.system}-${group.key}`, count: group.children.length,
      children: group.children.map((leaf) => ({ id: `${mod.system}-${group.key}-${leaf.key}`, label: leaf.name, menuId: `${mod.system}-${group.key}-${leaf.key}` })),
    })),
  }));

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Leaves of the picked system, group or leaf (systemCode, groupId, menuId), by keyword and page kind. */
export const menuDefinition: CustomHandler = async (_sql, _mod, payload, { all }) => {
  const systemCode = text(payload.systemCode);
  const groupId = text(payload.groupId);
  const menuId = text(payload.menuId);
  const keyword = text(payload.keyword)?.toLowerCase();
  const pageKind = text(payload.pageKind);
  const rows = systems().flatMap(entriesOf).filter((e) =>
    (!systemCode || e.systemCode === systemCode) && (!groupId || e.groupId === groupId) && (!menuId || e.menuId === menuId)
    && (!pageKind || e.pageKind === pageKind || (pageKind === 'dashboard' && e.pageKind === 'kanban'))
    && (!keyword || e.name.toLowerCase().includes(keyword) || e.uri.toLowerCase().includes(keyword)));
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  return { rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum, pageSize };
};

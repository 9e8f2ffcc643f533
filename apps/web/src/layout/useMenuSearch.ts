/**
 * The Ctrl+K search: a pinyin index over every system the user holds (built on first open;
 * the pinyin dictionary loads only then) plus the server's menu search (§5 rules: trimmed,
 * empty clears without a call, a non-list answer ignored, VTX_IP replaced by the host).
 */
import { useEffect, useRef, useState } from 'react';
import type { SystemItem } from '../../../../src/session/login-info';
import { flattenLeaves, type MenuNode } from '../../../../src/shell/menuSearch/menuTree';
import { buildMenuIndex, searchMenuIndex, type MenuIndex } from '../../../../src/shell/menuSearch/pinyinIndex';
import type { SavedPage } from '../../../../src/shell/menuSearch/recent';
import { api } from '../app/client';
import type { CurrentUser } from '../app/session';

const SERVER_DEBOUNCE_MS = 200;

async function buildIndex(user: CurrentUser, current: SystemItem, tree: MenuNode[]): Promise<MenuIndex> {
  const [{ pinyinSyllables }, trees] = await Promise.all([
    import('../../../../src/shell/menuSearch/pinyin'),
    Promise.all(user.systems.map(async (system) => {
      if (system.code === current.code) return { system, tree };
      const other = await api.getMenuJson({ tenantId: user.tenantId, userId: user.userId, token: '', systemCode: system.code }).catch(() => []);
      return { system, tree: Array.isArray(other) ? (other as MenuNode[]) : [] };
    })),
  ]);
  const entries = trees.flatMap(({ system, tree: t }) => flattenLeaves(t, system.code, system.name));
  return buildMenuIndex(entries, pinyinSyllables);
}

export function useMenuSearch(open: boolean, user: CurrentUser, system: SystemItem, tree: MenuNode[]) {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<MenuIndex | null>(null);
  const [server, setServer] = useState<SavedPage[]>([]);
  const building = useRef(false);

  useEffect(() => {
    if (!open || building.current) return;
    building.current = true;
    buildIndex(user, system, tree).then(setIndex, () => { building.current = false; });
  }, [open, user, system, tree]);

  useEffect(() => {
    const keyword = query.trim();
    if (!keyword) {
      setServer([]); // empty text clears the results without a call
      return;
    }
    const timer = setTimeout(() => {
      api.searchMenu({ keyword, userId: user.userId, tenantId: user.tenantId, systemCode: system.code })
        .then((items) => setServer(items.map((i) => ({
          id: i.id, name: i.name, uri: i.uri, systemCode: i.systemCode ?? system.code, systemName: i.systemName ?? '',
          namePath: i.namePath ? i.namePath.split('/') : [],
        }))), () => undefined);
    }, SERVER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, user, system.code]);

  const local = index ? searchMenuIndex(index, query).map((m) => m.entry) : [];
  const seen = new Set(local.map((e) => e.id));
  const results: SavedPage[] = [...local, ...server.filter((s) => !seen.has(s.id))];
  return { query, setQuery, results };
}

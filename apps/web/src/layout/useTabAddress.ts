/**
 * Every tab page has its own address, /<system>/<page>?<its filters, sort and page>
 * (decision 0209): the active tab writes the browser address (a new history entry when the
 * page changes, a replacement when only its query does), and the address drives the tabs
 * (back/forward activates the tab it names, reopening it from the menu when it was closed).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findPath, flattenLeaves, type MenuNode } from '../../../../src/shell/menuSearch/menuTree';
import type { ShellTab, TabsState } from '../../../../src/shell/tabs/tabsModel';
import { parseQuery, queryText, type AddressQuery, type PageAddress } from '../modules/pageAddress';

const PAGE_PATH = /^\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/;

/** The tab's own address path, or null for pages that have none (external addresses). */
export const pagePathOf = (uri: string) => (PAGE_PATH.test(uri) ? uri : null);

/** The menu leaf whose uri is this address path. */
export function nodeAt(tree: MenuNode[], path: string): MenuNode | undefined {
  const entry = flattenLeaves(tree).find((e) => e.uri === path);
  return entry ? findPath(tree, entry.id).at(-1) : undefined;
}

const storageKey = (tabsKey: string) => `${tabsKey}.query`;

function readQueries(key: string): Record<string, string> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key) ?? '{}') as unknown;
    return raw && typeof raw === 'object' ? (raw as Record<string, string>) : {};
  } catch {
    return {};
  }
}

interface Options {
  tabsKey: string;
  tree: MenuNode[];
  state: TabsState;
  activate: (index: number) => void;
  /** Opens a menu leaf as a tab (the address named a page that is not open). */
  openNode: (node: MenuNode) => void;
  /** Re-mounts a tab (it then reads its new query). */
  refresh: (tabId: string) => void;
  /** The address names no page of this system's menu. */
  onUnknown: (path: string) => void;
  /** The welcome page's address is the system's own: /layout?systemCode=…&title=… (§2). */
  welcomeId?: string;
  home: string;
}

export function useTabAddress({ tabsKey, tree, state, activate, openNode, refresh, onUnknown, welcomeId, home }: Options) {
  const location = useLocation();
  const navigate = useNavigate();
  const [queries, setQueries] = useState<Record<string, string>>(() => {
    const stored = readQueries(storageKey(tabsKey));
    // The address the layout was opened at carries its page's query.
    const node = pagePathOf(location.pathname) ? nodeAt(tree, location.pathname) : undefined;
    return node ? { ...stored, [node.id]: location.search.replace(/^\?/, '') } : stored;
  });
  const latest = useRef(queries);
  latest.current = queries;
  useEffect(() => {
    try { sessionStorage.setItem(storageKey(tabsKey), JSON.stringify(queries)); } catch { /* restore only */ }
  }, [tabsKey, queries]);

  // A closed tab forgets its query: opened again from the menu it starts unfiltered.
  const openIds = state.tabs.map((t) => t.id).join('\n');
  useEffect(() => {
    const open = new Set(openIds.split('\n'));
    setQueries((q) => (Object.keys(q).every((id) => open.has(id)) ? q : Object.fromEntries(Object.entries(q).filter(([id]) => open.has(id)))));
  }, [openIds]);

  const active: ShellTab | undefined = state.tabs[state.active];
  const activeQuery = active ? queries[active.id] ?? '' : '';
  const first = useRef(true);

  // The active tab → the browser address.
  useEffect(() => {
    const isHome = Boolean(active && active.id === welcomeId);
    const path = isHome ? '/layout' : active && pagePathOf(active.uri);
    if (!path) return;
    const target = isHome ? home : activeQuery ? `${path}?${activeQuery}` : path;
    const current = `${location.pathname}${location.search}`;
    // /layout with the tokens of §2 or a menuId is the same home page: keep its address as it came.
    if (isHome && first.current && location.pathname === '/layout' && !new URLSearchParams(location.search).has('menuId')) {
      first.current = false;
      return;
    }
    const replace = first.current || location.pathname === path;
    first.current = false;
    if (current !== target) navigate(target, { replace });
    // Only a change of the active tab or of its query writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active?.id, active?.uri, activeQuery]);

  // The browser address (back/forward, a link) → the tabs.
  const followed = useRef(false);
  useEffect(() => {
    const mounting = !followed.current;
    followed.current = true;
    if (location.pathname === '/layout') {
      // At mount /layout shows the restored tabs as they were (the address follows them).
      if (mounting) return;
      const index = state.tabs.findIndex((t) => t.id === welcomeId);
      if (index >= 0 && index !== state.active) activate(index);
      return;
    }
    const path = pagePathOf(location.pathname);
    // A page opened with a query of its own (a board's drill-down) shows that query even when open.
    const withQuery = (location.state as { pageQuery?: boolean } | null)?.pageQuery === true;
    if (!path || (active && active.uri === path && !withQuery)) return;
    const node = nodeAt(tree, path);
    const search = location.search.replace(/^\?/, '');
    const index = state.tabs.findIndex((t) => t.uri === path);
    if (index >= 0) {
      activate(index);
      if (withQuery && node) {
        setQueries((q) => ({ ...q, [node.id]: search }));
        refresh(state.tabs[index]!.id);
      }
      return;
    }
    if (!node) return onUnknown(path);
    setQueries((q) => ({ ...q, [node.id]: search }));
    openNode(node);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // One stable address object per tab: pages read `initial` once and report changes.
  const addresses = useRef(new Map<string, PageAddress>());
  const go = useRef(navigate);
  go.current = navigate;
  const addressFor = useCallback((tabId: string): PageAddress => {
    let address = addresses.current.get(tabId);
    if (!address) {
      address = {
        // Read when the page mounts (again after 刷新): the tab's latest query.
        get initial() { return parseQuery(latest.current[tabId] ?? ''); },
        update: (query: AddressQuery) => {
          const text = queryText(query);
          setQueries((q) => ((q[tabId] ?? '') === text ? q : { ...q, [tabId]: text }));
        },
        open: (address: string) => { void go.current(address, { state: { pageQuery: true } }); },
      };
      addresses.current.set(tabId, address);
    }
    return address;
  }, []);

  return { addressFor };
}

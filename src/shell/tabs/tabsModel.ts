/**
 * The open tabs as a list with an active index (§2, §3 tags/currentTagIndex), as pure
 * functions: the layout keeps the state, tests check every rule here.
 */
export interface ShellTab {
  /** The menu id (or `welcome`). */
  id: string;
  title: string;
  uri: string;
  namePath?: string[];
  pinned?: boolean;
  /** Bumped by "refresh": the page is re-mounted under a new key. */
  version?: number;
  /** The welcome page can never be closed. */
  closable?: boolean;
}

export interface TabsState {
  tabs: ShellTab[];
  active: number;
}

export const DEFAULT_MAX_TABS = 20;

export const emptyTabs: TabsState = { tabs: [], active: 0 };

const canClose = (tab: ShellTab) => tab.closable !== false && !tab.pinned;

function clampActive(tabs: ShellTab[], active: number): number {
  return Math.max(0, Math.min(active, tabs.length - 1));
}

export interface OpenResult {
  state: TabsState;
  /** The tab closed to make room, when the maximum was reached. */
  evicted?: ShellTab;
}

/** Opens (or activates) a tab; past the maximum the oldest closable tab is closed. */
export function openTab(state: TabsState, tab: ShellTab, max = DEFAULT_MAX_TABS): OpenResult {
  const existing = state.tabs.findIndex((t) => t.id === tab.id);
  if (existing >= 0) return { state: { ...state, active: existing } };
  let tabs = [...state.tabs, tab];
  let evicted: ShellTab | undefined;
  if (tabs.length > max) {
    const oldest = tabs.findIndex((t) => canClose(t) && t.id !== tab.id);
    if (oldest >= 0) {
      evicted = tabs[oldest];
      tabs = tabs.filter((_, i) => i !== oldest);
    }
  }
  return { state: { tabs, active: tabs.findIndex((t) => t.id === tab.id) }, evicted };
}

export function activate(state: TabsState, index: number): TabsState {
  return { ...state, active: clampActive(state.tabs, index) };
}

/** Keeps the tabs for which `keep` is true (pinned and unclosable tabs always stay). */
function keepWhere(state: TabsState, keep: (tab: ShellTab, index: number) => boolean, preferId?: string): TabsState {
  const activeId = state.tabs[state.active]?.id;
  const tabs = state.tabs.filter((tab, i) => !canClose(tab) || keep(tab, i));
  const wanted = tabs.findIndex((t) => t.id === (preferId ?? activeId));
  return { tabs, active: wanted >= 0 ? wanted : clampActive(tabs, state.active) };
}

export function closeTab(state: TabsState, id: string): TabsState {
  const index = state.tabs.findIndex((t) => t.id === id);
  if (index < 0 || !canClose(state.tabs[index])) return state;
  const tabs = state.tabs.filter((t) => t.id !== id);
  // Closing the active tab activates its right neighbour (or the new last tab), like browsers.
  let active = state.active;
  if (index < state.active) active -= 1;
  return { tabs, active: clampActive(tabs, active) };
}

export const closeOthers = (s: TabsState, id: string) => keepWhere(s, (t) => t.id === id, id);
export const closeAll = (s: TabsState) => keepWhere(s, () => false);
export function closeLeft(s: TabsState, id: string): TabsState {
  const at = s.tabs.findIndex((t) => t.id === id);
  return keepWhere(s, (_, i) => i >= at, s.active < at ? id : undefined);
}
export function closeRight(s: TabsState, id: string): TabsState {
  const at = s.tabs.findIndex((t) => t.id === id);
  return keepWhere(s, (_, i) => i <= at, s.active > at ? id : undefined);
}

/** Pinned tabs move to the front, in the order they were pinned. */
export function togglePin(state: TabsState, id: string): TabsState {
  const activeId = state.tabs[state.active]?.id;
  const tabs = state.tabs.map((t) => (t.id === id ? { ...t, pinned: !t.pinned } : t));
  const ordered = [...tabs.filter((t) => t.pinned || t.closable === false), ...tabs.filter((t) => !t.pinned && t.closable !== false)];
  return { tabs: ordered, active: Math.max(0, ordered.findIndex((t) => t.id === activeId)) };
}

/** Drag to reorder: moves the tab at `from` to position `to`; the active tab stays active. */
export function moveTab(state: TabsState, from: number, to: number): TabsState {
  if (from === to || from < 0 || to < 0 || from >= state.tabs.length || to >= state.tabs.length) return state;
  const activeId = state.tabs[state.active]?.id;
  const tabs = [...state.tabs];
  const [moved] = tabs.splice(from, 1);
  tabs.splice(to, 0, moved);
  return { tabs, active: tabs.findIndex((t) => t.id === activeId) };
}

/** Refresh: a new version re-mounts only this tab's page. */
export function refreshTab(state: TabsState, id: string): TabsState {
  return { ...state, tabs: state.tabs.map((t) => (t.id === id ? { ...t, version: (t.version ?? 0) + 1 } : t)) };
}

/** Open tabs live in session storage per user and host (§2). */
import type { ShellTab, TabsState } from './tabsModel';

interface Store { getItem(key: string): string | null; setItem(key: string, value: string): void }

export const tabsStorageKey = (userId: string, host: string, systemCode: string) => `shell.tabs.${userId}@${host}.${systemCode}`;

export function loadTabs(store: Store, key: string): TabsState | null {
  try {
    const raw = JSON.parse(store.getItem(key) ?? 'null') as { tabs?: unknown; active?: unknown } | null;
    if (!raw || !Array.isArray(raw.tabs)) return null;
    const tabs = (raw.tabs as ShellTab[]).filter((t) => t && typeof t.id === 'string' && typeof t.uri === 'string');
    const active = typeof raw.active === 'number' ? Math.max(0, Math.min(raw.active, tabs.length - 1)) : 0;
    return { tabs: tabs.map(({ version: _v, ...t }) => t), active };
  } catch {
    return null;
  }
}

export function saveTabs(store: Store, key: string, state: TabsState): void {
  try {
    store.setItem(key, JSON.stringify(state));
  } catch {
    /* a full or blocked storage only loses the restore */
  }
}

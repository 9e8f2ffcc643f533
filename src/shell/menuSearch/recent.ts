/** Recently visited and subscribed (favourite) pages, remembered per user in local storage. */
import type { MenuEntry } from './menuTree';

export type SavedPage = Pick<MenuEntry, 'id' | 'name' | 'uri' | 'systemCode' | 'systemName'> & { namePath?: string[] };

const RECENT_LIMIT = 10;

interface Store { getItem(key: string): string | null; setItem(key: string, value: string): void }

export const recentKey = (userId: string) => `shell.recent.${userId}`;
export const favouriteKey = (userId: string) => `shell.favourites.${userId}`;

export function readPages(store: Store, key: string): SavedPage[] {
  try {
    const list = JSON.parse(store.getItem(key) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as SavedPage[]).filter((p) => p && typeof p.id === 'string') : [];
  } catch {
    return [];
  }
}

/** Most recent first, no duplicates, at most 10. */
export function pushRecent(list: readonly SavedPage[], page: SavedPage, limit = RECENT_LIMIT): SavedPage[] {
  return [page, ...list.filter((p) => p.id !== page.id)].slice(0, limit);
}

export function toggleFavourite(list: readonly SavedPage[], page: SavedPage): SavedPage[] {
  return list.some((p) => p.id === page.id) ? list.filter((p) => p.id !== page.id) : [...list, page];
}

/**
 * Recently visited and subscribed pages per user (§2), kept on the server in the user's
 * preferences (shell:recent, shell:favourites), so they follow the user to any browser.
 * Lists an earlier version kept in this browser's local storage are shown until the server
 * has lists of its own (the first change saves them there).
 */
import { useCallback, useMemo } from 'react';
import { favouriteKey, pushRecent, readPages, recentKey, toggleFavourite, type SavedPage } from '../../../../src/shell/menuSearch/recent';
import { usePreference } from '../preferences';

const pagesOf = (stored: unknown): SavedPage[] | undefined =>
  Array.isArray(stored) ? (stored as SavedPage[]).filter((p) => p && typeof p.id === 'string' && typeof p.uri === 'string') : undefined;

export function useSavedPages(userId: string) {
  const localRecent = useMemo(() => readPages(localStorage, recentKey(userId)), [userId]);
  const localFavourites = useMemo(() => readPages(localStorage, favouriteKey(userId)), [userId]);
  const [recent, setRecent] = usePreference<SavedPage[]>('shell:recent', localRecent, pagesOf);
  const [favourites, setFavourites] = usePreference<SavedPage[]>('shell:favourites', localFavourites, pagesOf);

  const visit = useCallback((page: SavedPage) => setRecent((list) => pushRecent(list, page)), [setRecent]);
  const toggle = useCallback((page: SavedPage) => setFavourites((list) => toggleFavourite(list, page)), [setFavourites]);

  return { recent, favourites, visit, toggle };
}

/** Recently visited and subscribed pages per user (§2), in local storage. */
import { useCallback, useState } from 'react';
import { favouriteKey, pushRecent, readPages, recentKey, toggleFavourite, type SavedPage } from '../../../../src/shell/menuSearch/recent';

export function useSavedPages(userId: string) {
  const [recent, setRecent] = useState(() => readPages(localStorage, recentKey(userId)));
  const [favourites, setFavourites] = useState(() => readPages(localStorage, favouriteKey(userId)));

  const visit = useCallback((page: SavedPage) => {
    setRecent((list) => {
      const next = pushRecent(list, page);
      localStorage.setItem(recentKey(userId), JSON.stringify(next));
      return next;
    });
  }, [userId]);

  const toggle = useCallback((page: SavedPage) => {
    setFavourites((list) => {
      const next = toggleFavourite(list, page);
      localStorage.setItem(favouriteKey(userId), JSON.stringify(next));
      return next;
    });
  }, [userId]);

  return { recent, favourites, visit, toggle };
}

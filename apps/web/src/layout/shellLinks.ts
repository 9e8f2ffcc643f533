/** Lets pages inside tabs read recent/favourite pages and open a page, without prop drilling. */
import { createContext, useContext } from 'react';
import type { SavedPage } from '../../../../src/shell/menuSearch/recent';

export interface ShellLinks {
  recent: SavedPage[];
  favourites: SavedPage[];
  open: (page: SavedPage) => void;
}

export const ShellLinksContext = createContext<ShellLinks>({ recent: [], favourites: [], open: () => undefined });

export const useShellLinks = () => useContext(ShellLinksContext);

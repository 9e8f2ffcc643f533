/**
 * A tab page's own address state (filters, sort, page): the shell gives each tab the query it
 * was opened with and takes every change back into the tab's address (/<system>/<page>?…),
 * so a page can be bookmarked, shared and opened in a new window as it was.
 */
import { createContext, useContext } from 'react';

export type AddressQuery = Record<string, string>;

export interface PageAddress {
  /** The query the tab was opened with (read once, when the page mounts). */
  initial: AddressQuery;
  /** The page's current state as a query; empty values are left out. */
  update: (query: AddressQuery) => void;
  /** Opens another page of the shell at an address (/<system>/<page>?<filters>), e.g. a board's drill-down. */
  open?: (address: string) => void;
}

export const PageAddressContext = createContext<PageAddress>({ initial: {}, update: () => undefined });

export const usePageAddress = () => useContext(PageAddressContext);

/** URL query text ↔ an ordered record (keys sorted, so the same state gives the same address). */
export function queryText(query: AddressQuery): string {
  const entries = Object.entries(query).filter(([, v]) => v !== '').sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(entries).toString();
}

export function parseQuery(text: string): AddressQuery {
  return Object.fromEntries(new URLSearchParams(text));
}

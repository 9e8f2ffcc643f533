/**
 * Page registry: menu uri → lazily loaded page. Module pages plug in here with one import
 * line each (e.g. `...ljszyPages` from ../modules/ljszy); unknown uris get the placeholder.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { modulePages } from '../modules/registry';

/** What every tab page receives. */
export interface TabPageProps {
  menuId: string;
  title: string;
  uri: string;
  namePath: string[];
  systemCode: string;
  systemName: string;
}

export type PageComponent = LazyExoticComponent<ComponentType<TabPageProps>>;

/** Exact uris first; a `/<system>/welcome` uri gets the welcome page of that system. */
export const pageRegistry: Record<string, PageComponent> = { ...modulePages };

const WelcomePage = lazy(() => import('./WelcomePage'));
const PlaceholderPage = lazy(() => import('./PlaceholderPage'));

export function resolvePage(uri: string): PageComponent {
  if (pageRegistry[uri]) return pageRegistry[uri];
  if (/^\/[^/]+\/welcome$/.test(uri)) return WelcomePage;
  return PlaceholderPage;
}

/**
 * Page registry: menu uri → lazily loaded page. Module pages come from ../modules/registry
 * (loaded on first use with their system's catalogue chunk, so no catalogue data is in the
 * layout's first load); pages
 * the app adds itself go in `pageRegistry`. Unknown uris get the placeholder page.
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

import type { TabPageProps } from './tabPage';

export type { TabPageProps };

export type PageComponent = LazyExoticComponent<ComponentType<TabPageProps>>;

/** App-owned pages by exact uri; they win over module pages. */
export const pageRegistry: Record<string, PageComponent> = {};

const loadModulePage = (uri: string) => import('../modules/registry').then((m) => m.loadModulePage(uri));
const WelcomePage = lazy(() => import('./WelcomePage'));
const PlaceholderPage = lazy(() => import('./PlaceholderPage'));
const WELCOME_URI = /^\/[^/]+\/welcome$/;

const resolved = new Map<string, PageComponent>();

export function resolvePage(uri: string): PageComponent {
  const own = pageRegistry[uri];
  if (own) return own;
  let page = resolved.get(uri);
  if (!page) {
    page = lazy(async () => {
      const target = (await loadModulePage(uri)) ?? (WELCOME_URI.test(uri) ? WelcomePage : PlaceholderPage);
      return { default: (props: TabPageProps) => createElement(target, props) };
    });
    resolved.set(uri, page);
  }
  return page;
}

/**
 * Page registry: menu uri → lazily loaded page. Module pages come from ../modules/registry
 * (loaded on first use, so the catalogue data stays out of the layout's first load); pages
 * the app adds itself go in `pageRegistry`. Unknown uris get the placeholder page.
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

/** App-owned pages by exact uri; they win over module pages. */
export const pageRegistry: Record<string, PageComponent> = {};

const loadModulePages = () => import('../modules/registry').then((m) => m.modulePages as Record<string, PageComponent>);
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
      const modules = await loadModulePages();
      const target = modules[uri] ?? (WELCOME_URI.test(uri) ? WelcomePage : PlaceholderPage);
      return { default: (props: TabPageProps) => createElement(target, props) };
    });
    resolved.set(uri, page);
  }
  return page;
}

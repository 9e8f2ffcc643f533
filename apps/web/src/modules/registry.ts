/**
 * Module pages for the shell's page registry: every catalogue page uri → its lazily loaded
 * generic page. One chunk per page kind; ECharts loads only with boards and maps.
 */
import { lazy } from 'react';
import { modules, type PageKind } from '../../../catalogue/src';
import type { PageComponent } from '../pages/registry';

const byKind: Record<PageKind, PageComponent> = {
  list: lazy(() => import('./pages/ListPage')),
  treeTable: lazy(() => import('./pages/TreeTablePage')),
  report: lazy(() => import('./pages/ReportPage')),
  dashboard: lazy(() => import('./pages/BoardPage')),
  kanban: lazy(() => import('./pages/BoardPage')),
  map: lazy(() => import('./pages/MapPage')),
};

export const modulePages: Record<string, PageComponent> = Object.fromEntries(
  modules.flatMap((m) => m.pages.map((page) => [`/${m.system}/${page.key}`, byKind[page.kind]])),
);

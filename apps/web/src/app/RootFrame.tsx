/** The frame around every route: the page title of the matched route (§2) . */
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { t } from '../../../../src/i18n';
import type { RouteHandle } from '../routes';

export function RootFrame() {
  const matches = useMatches();
  const key = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    document.title = key?.title ? t(`shell.pageTitles.${key.title}`) : t('shell.appTitle');
  }, [key?.title]);
  return <Outlet />;
}

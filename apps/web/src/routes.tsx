/**
 * The routes of §2: every page lazy-loaded (120 s chunk time-out), each with its title
 * (default title otherwise). Declarative routes keep the router small in the first load.
 */
import { Suspense, useEffect, type LazyExoticComponent, type ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { t } from '../../../src/i18n';
import { lazyPage } from './app/lazyPage';
import { PageErrorBoundary } from './app/PageErrorBoundary';

type TitleKey = 'login' | 'navigation' | 'layout' | 'main' | 'jump' | 'singleSignOn' | 'video' | 'pwdChange' | 'notFound';

interface AppRoute {
  path: string;
  title: TitleKey;
  Page: LazyExoticComponent<ComponentType>;
}

// One component for /layout and the page addresses: moving between them keeps the shell mounted.
const LayoutPage = lazyPage(() => import('./pages/LayoutPage'));

export const appRoutes: AppRoute[] = [
  { path: '/', title: 'login', Page: lazyPage(() => import('./pages/LoginPage')) },
  { path: '/navigation', title: 'navigation', Page: lazyPage(() => import('./pages/NavigationPage')) },
  { path: '/layout', title: 'layout', Page: LayoutPage },
  { path: '/main', title: 'main', Page: lazyPage(() => import('./pages/MainPage')) },
  { path: '/jump', title: 'jump', Page: lazyPage(() => import('./pages/JumpPage')) },
  { path: '/singleSignOn', title: 'singleSignOn', Page: lazyPage(() => import('./pages/SingleSignOnPage')) },
  // The place-named video page behind the video single sign-on check.
  { path: '/huangshanVideo', title: 'video', Page: lazyPage(() => import('./pages/VideoPage')) },
  // /ums/#/pwdChange: served outside the shell; the page reads the hash route.
  { path: '/ums', title: 'pwdChange', Page: lazyPage(() => import('./pages/PwdChangePage')) },
  // A tab page's own address, /<system>/<page>?<query> (decision 0209), shown inside the shell.
  { path: '/:systemCode/:pageKey', title: 'layout', Page: LayoutPage },
  { path: '/404', title: 'notFound', Page: lazyPage(() => import('./pages/NotFoundPage')) },
  { path: '*', title: 'notFound', Page: lazyPage(() => import('./pages/NotFoundPage')) },
];

/** The title of the first matching route, else the default title. */
export function titleFor(pathname: string): string {
  const route = appRoutes.find((r) => r.path !== '*' && matchPath(r.path, pathname));
  return route ? t(`shell.pageTitles.${route.title}`) : t('shell.pageTitles.notFound');
}

export function AppRoutes() {
  const { pathname } = useLocation();
  // The shell keeps one error boundary across its page addresses (a new key would re-mount every tab).
  const boundary = matchPath('/layout', pathname) || matchPath('/:systemCode/:pageKey', pathname) ? 'shell' : pathname;
  useEffect(() => {
    document.title = titleFor(pathname) || t('shell.appTitle');
  }, [pathname]);
  return (
    <PageErrorBoundary key={boundary}>
      <Suspense fallback={null}>
        <Routes>
          {appRoutes.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />)}
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}

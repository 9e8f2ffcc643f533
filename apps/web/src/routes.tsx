/** The routes of §2: every page lazy-loaded, each with its title (default title otherwise). */
import type { RouteObject } from 'react-router';
import { lazyPage } from './app/lazyPage';
import { RootFrame } from './app/RootFrame';
import { RouteError } from './app/RouteError';

type TitleKey = 'login' | 'navigation' | 'layout' | 'main' | 'jump' | 'singleSignOn' | 'video' | 'pwdChange' | 'notFound';
export interface RouteHandle { title?: TitleKey }

const page = (path: string, title: TitleKey, load: Parameters<typeof lazyPage>[0]): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: lazyPage(load),
});

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page('/', 'login', () => import('./pages/LoginPage')),
          page('/navigation', 'navigation', () => import('./pages/NavigationPage')),
          page('/layout', 'layout', () => import('./pages/LayoutPage')),
          page('/main', 'main', () => import('./pages/MainPage')),
          page('/jump', 'jump', () => import('./pages/JumpPage')),
          page('/singleSignOn', 'singleSignOn', () => import('./pages/SingleSignOnPage')),
          // The place-named video page behind the video single sign-on check.
          page('/huangshanVideo', 'video', () => import('./pages/VideoPage')),
          // /ums/#/pwdChange: served outside the shell, the hash route is read by the page.
          page('/ums', 'pwdChange', () => import('./pages/PwdChangePage')),
          page('/404', 'notFound', () => import('./pages/NotFoundPage')),
          page('*', 'notFound', () => import('./pages/NotFoundPage')),
        ],
      },
    ],
  },
];

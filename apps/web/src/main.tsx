/** The composed app: theme, router with the base path of §2, and the openTab bridge. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { MessageHost } from '../../../src/components/Message';
import { ThemeProvider } from '../../../src/theme/ThemeProvider';
import { basePath } from './app/basePath';
import { installOpenTabBridge } from './app/openTabBridge';
import { syncTabIcon } from './app/tabIcon';
import { routes } from './routes';

installOpenTabBridge();
syncTabIcon();

const router = createBrowserRouter(routes, { basename: basePath() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      {/* First, so its mount effect runs before any page effect that shows a message. */}
      <MessageHost />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);

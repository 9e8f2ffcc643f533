/** The composed app: theme, router with the base path of §2, and the openTab bridge. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { MessageHost } from '../../../src/components/Message';
import { ThemeProvider } from '../../../src/theme/ThemeProvider';
import { basePath } from './app/basePath';
import { installOpenTabBridge } from './app/openTabBridge';
import { syncTabIcon } from './app/tabIcon';
import { AppRoutes } from './routes';

installOpenTabBridge();
syncTabIcon();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      {/* First, so its mount effect runs before any page effect that shows a message. */}
      <MessageHost />
      <BrowserRouter basename={basePath()}>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);

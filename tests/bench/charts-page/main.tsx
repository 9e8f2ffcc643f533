/** Bench page: React shell that lazy-loads a board of 12 charts (90 days × 6 series each). */
import { createRoot } from 'react-dom/client';
import { lazy, Suspense } from 'react';
import { ThemeProvider } from '../../../src/theme/ThemeProvider';
import { applyTheme } from '../../../src/theme/themeStore';

const BenchBoard = lazy(() => import('./BenchBoard'));
applyTheme('TechBlue', { persist: false });
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <Suspense fallback={null}>
      <BenchBoard />
    </Suspense>
  </ThemeProvider>,
);

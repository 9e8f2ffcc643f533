/**
 * Bench page: a board of 12 titled panels, each drawing one chart of 90 days × 6 series.
 *
 * The frame (panels and their titles) is in the entry chunk and paints at once; the chart
 * modules (ECharts) are lazy-loaded into the panels, as a real board route does. The titles
 * are the page's first contentful paint. Before, the page painted nothing contentful until
 * the first canvas: the first-contentful-paint entry then only arrived a frame after every
 * chart was ready, so the bench read it before it existed and printed 0.
 */
import { createRoot } from 'react-dom/client';
import { lazy, Suspense } from 'react';
import { ThemeProvider } from '../../../src/theme/ThemeProvider';
import { applyTheme } from '../../../src/theme/themeStore';
import { Panel } from '../../../src/kanban/Panel';

const CHART_COUNT = 12;
const BenchChart = lazy(() => import('./BenchBoard'));

declare global {
  interface Window { __chartsReady?: number }
}

/** `__chartsReady`: the first frame in which all 12 chart hosts report a finished draw. */
function watchChartsReady() {
  const hosts = [...document.querySelectorAll<HTMLElement>('[data-chart]')];
  if (hosts.length === CHART_COUNT && hosts.every((h) => h.dataset.chartState === 'ready')) window.__chartsReady = performance.now();
  else requestAnimationFrame(watchChartsReady);
}

applyTheme('TechBlue', { persist: false });
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gridAutoRows: 320, gap: 8, padding: 8 }}>
      {Array.from({ length: CHART_COUNT }, (_, i) => (
        <Panel key={i} title={`图表${i + 1}`}>
          <Suspense fallback={<div style={{ height: 260 }} />}>
            <BenchChart index={i} />
          </Suspense>
        </Panel>
      ))}
    </div>
  </ThemeProvider>,
);
requestAnimationFrame(watchChartsReady);

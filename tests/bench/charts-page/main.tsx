/**
 * Bench page: a board of 12 titled panels, each drawing one chart of 90 days × 6 series.
 *
 * The frame (panels and their titles) is in the entry chunk and paints at once; the chart
 * modules (ECharts) are a separate chunk, requested as soon as the entry runs and rendered
 * into the panels when it arrives, as a real board route does. The titles are the page's
 * first contentful paint. (Before, the page painted nothing contentful until the first
 * canvas: the first-contentful-paint entry then only arrived a frame after every chart was
 * ready, so the bench read it before it existed and printed 0.)
 *
 * The charts are not revealed through a Suspense fallback: React holds the commit of a
 * resolved Suspense retry until 300 ms after its fallback appeared (FALLBACK_THROTTLE_MS),
 * so every chart waited for that timer whenever the chunk came sooner.
 */
import { createRoot } from 'react-dom/client';
import { useEffect, useState, type ComponentType } from 'react';
import { ThemeProvider } from '../../../src/theme/ThemeProvider';
import { applyTheme } from '../../../src/theme/themeStore';
import { Panel } from '../../../src/kanban/Panel';

const CHART_COUNT = 12;
const chartChunk = import('./BenchBoard');

declare global {
  interface Window { __chartsReady?: number }
}

/**
 * `__chartsReady`: the time of the first frame after all 12 chart hosts report a finished
 * draw. A MutationObserver on the hosts' state notices the last draw; polling every frame
 * with requestAnimationFrame would keep the compositor producing frames for the whole load,
 * measurement overhead competing with the page on a 2-core machine.
 */
function watchChartsReady() {
  const allReady = () => {
    const hosts = [...document.querySelectorAll<HTMLElement>('[data-chart]')];
    return hosts.length === CHART_COUNT && hosts.every((h) => h.dataset.chartState === 'ready');
  };
  const observer = new MutationObserver(() => {
    if (!allReady()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__chartsReady = performance.now();
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-chart-state'] });
}

function Board() {
  const [Chart, setChart] = useState<ComponentType<{ index: number }> | null>(null);
  useEffect(() => {
    let live = true;
    void chartChunk.then((m) => live && setChart(() => m.default));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gridAutoRows: 320, gap: 8, padding: 8 }}>
      {Array.from({ length: CHART_COUNT }, (_, i) => (
        <Panel key={i} title={`图表${i + 1}`}>
          {Chart ? <Chart index={i} /> : <div style={{ height: 260 }} />}
        </Panel>
      ))}
    </div>
  );
}

applyTheme('TechBlue', { persist: false });
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <Board />
  </ThemeProvider>,
);
watchChartsReady();

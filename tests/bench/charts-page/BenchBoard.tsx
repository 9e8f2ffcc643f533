import { useEffect } from 'react';
import { BarChart, ForecastChart, LineChart } from '../../../src/charts';
import { daysEnding, seeded } from '../../../src/kanban/fixtures/random';

const days = daysEnding('2026-11-20', 90);
function series(seed: number) {
  const rnd = seeded(seed);
  return Array.from({ length: 6 }, (_, s) => ({ name: `系列${s + 1}`, data: days.map((_, i) => Math.round(500 + s * 120 + 80 * Math.sin(i / 7) + rnd() * 60)) }));
}
const boards = Array.from({ length: 12 }, (_, i) => series(i + 1));

declare global {
  interface Window { __chartsReady?: number }
}

export default function BenchBoard() {
  useEffect(() => {
    const check = () => {
      const hosts = [...document.querySelectorAll<HTMLElement>('[data-chart]')];
      if (hosts.length === 12 && hosts.every((h) => h.dataset.chartState === 'ready')) window.__chartsReady = performance.now();
      else requestAnimationFrame(check);
    };
    check();
  }, []);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, padding: 8 }}>
      {boards.map((s, i) =>
        i % 3 === 0 ? (
          <LineChart key={i} title={`图表${i + 1}`} categories={days} series={s} dateGrain="day" height={260} area={i % 2 === 0} />
        ) : i % 3 === 1 ? (
          <BarChart key={i} title={`图表${i + 1}`} categories={days} series={s} dateGrain="day" height={260} stacked />
        ) : (
          <LineChart key={i} title={`图表${i + 1}`} categories={days} series={s} dateGrain="day" height={260} smooth />
        ),
      )}
      <div hidden>{ForecastChart.name}</div>
    </div>
  );
}

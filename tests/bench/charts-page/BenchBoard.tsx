/** The lazily loaded part of the bench board: one chart per panel (line, stacked bar, smooth line). */
import { BarChart, ForecastChart, LineChart } from '../../../src/charts';
import { daysEnding, seeded } from '../../../src/kanban/fixtures/random';

const days = daysEnding('2026-11-20', 90);
function series(seed: number) {
  const rnd = seeded(seed);
  return Array.from({ length: 6 }, (_, s) => ({ name: `系列${s + 1}`, data: days.map((_, i) => Math.round(500 + s * 120 + 80 * Math.sin(i / 7) + rnd() * 60)) }));
}
const boards = Array.from({ length: 12 }, (_, i) => series(i + 1));

export default function BenchChart({ index: i }: { index: number }) {
  const title = `图表${i + 1}`;
  const s = boards[i];
  return (
    <>
      {i % 3 === 0 ? (
        <LineChart title={title} categories={days} series={s} dateGrain="day" height={260} area={i % 2 === 0} />
      ) : i % 3 === 1 ? (
        <BarChart title={title} categories={days} series={s} dateGrain="day" height={260} stacked />
      ) : (
        <LineChart title={title} categories={days} series={s} dateGrain="day" height={260} smooth />
      )}
      {/* The board route also ships the forecast panel's chart: keep it in the bundle. */}
      {i === 0 && <div hidden>{ForecastChart.name}</div>}
    </>
  );
}

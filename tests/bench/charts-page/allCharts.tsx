/**
 * Bundle-only page (never loaded by the timing runs): lazy-loads a chunk that keeps every
 * chart wrapper, so the bench can also report what ECharts brings when a route draws all
 * chart kinds, next to what the line/bar board ships.
 */
void import('./everyChart').then((m) => {
  document.getElementById('root')!.dataset.charts = m.everyChart.join(',');
});

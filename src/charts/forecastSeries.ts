/** Pure layout of a forecast chart's data: actual (solid), forecast (dashed, joined to the last actual) and the band. */
export interface ForecastPoint {
  value: number;
  low: number;
  high: number;
}

export interface ForecastLayout {
  actual: Array<number | null>;
  forecast: Array<number | null>;
  bandLow: Array<number | null>;
  bandSpan: Array<number | null>;
}

export function layoutForecast(actual: number[], forecast: ForecastPoint[]): ForecastLayout {
  const n = actual.length;
  const pad = (len: number) => Array<null>(len).fill(null);
  const last = n ? actual[n - 1] : null;
  return {
    actual: [...actual, ...pad(forecast.length)],
    // The dashed line starts at the last actual point so the two lines join.
    forecast: n ? [...pad(n - 1), last, ...forecast.map((f) => f.value)] : forecast.map((f) => f.value),
    bandLow: n ? [...pad(n - 1), last, ...forecast.map((f) => f.low)] : forecast.map((f) => f.low),
    bandSpan: n ? [...pad(n - 1), 0, ...forecast.map((f) => f.high - f.low)] : forecast.map((f) => f.high - f.low),
  };
}

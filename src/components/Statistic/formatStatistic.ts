export interface StatisticFormat {
  precision?: number;
  /** Thousands separators (1,284). */
  groupSeparator?: boolean;
  /** Abbreviate with 万 / 亿 once the value reaches 10,000. */
  wan?: boolean;
  wanUnit: string;
  yiUnit: string;
}

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats a number for display: fixed precision, grouping, Chinese 万/亿 units. */
export function formatStatistic(value: number, { precision, groupSeparator = true, wan = false, wanUnit, yiUnit }: StatisticFormat): { number: string; unit: string } {
  if (!Number.isFinite(value)) return { number: '-', unit: '' };
  let scaled = value;
  let unit = '';
  if (wan && Math.abs(value) >= 1e8) {
    scaled = value / 1e8;
    unit = yiUnit;
  } else if (wan && Math.abs(value) >= 1e4) {
    scaled = value / 1e4;
    unit = wanUnit;
  }
  const digits = precision ?? (unit ? 2 : undefined);
  const text = digits === undefined ? String(scaled) : scaled.toFixed(digits);
  const [integer, fraction] = text.replace('-', '').split('.');
  const sign = scaled < 0 ? '-' : '';
  const body = (groupSeparator ? group(integer) : integer) + (fraction ? `.${fraction}` : '');
  return { number: sign + body, unit };
}

/** The last day with data (the seed ends 2026-11-20): reports and boards default to it, not to today. */
import { useEffect, useState } from 'react';
import { moduleOf } from '../../../../catalogue/src';
import { reportApi } from '../api';
import type { DateRange } from './ReportView';

const FALLBACK_END = '2026-11-20';

function minus(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export function useDataRange(system: string, days = 30): { end: string; range: DateRange } | null {
  const [end, setEnd] = useState<string | null>(null);
  useEffect(() => {
    const report = moduleOf(system)?.reports.find((r) => r.key === 'dataRange');
    if (!report) return setEnd(FALLBACK_END);
    reportApi.run<{ end: string | null }>(report, {}).then((d) => setEnd(d.end ?? FALLBACK_END), () => setEnd(FALLBACK_END));
  }, [system]);
  return end ? { end, range: { startDate: minus(end, days - 1), endDate: end } } : null;
}

/** The last day with data (the seed ends 2026-11-20): reports and boards default to it, not to today. */
import { useEffect, useMemo, useState } from 'react';
import { moduleOf } from '../../../../catalogue/src';
import { useModuleData } from '../dataSource';
import type { DateRange } from './ReportView';

const FALLBACK_END = '2026-11-20';

function minus(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** `first` is the first day with data, when the module tells it. */
export function useDataRange(system: string, days = 30, refresh = 0): { end: string; first: string | null; range: DateRange } | null {
  const data = useModuleData();
  const [bounds, setBounds] = useState<{ start: string | null; end: string } | null>(null);
  useEffect(() => {
    const report = moduleOf(system)?.reports.find((r) => r.key === 'dataRange');
    if (!report) return setBounds({ start: null, end: FALLBACK_END });
    // The same bounds keep the same object: a board refresh does not reload every widget twice.
    const keep = (next: { start: string | null; end: string }) => setBounds((b) => (b && b.start === next.start && b.end === next.end ? b : next));
    data.report<{ start?: string | null; end: string | null }>(report, {}).then(
      (d) => keep({ start: d.start ?? null, end: d.end ?? FALLBACK_END }),
      () => keep({ start: null, end: FALLBACK_END }),
    );
  }, [system, data, refresh]);
  return useMemo(() => (bounds ? { end: bounds.end, first: bounds.start, range: { startDate: minus(bounds.end, days - 1), endDate: bounds.end } } : null), [bounds, days]);
}

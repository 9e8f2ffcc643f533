/**
 * Month and quarter reports (ReportDefinition.periods): `month=YYYY-MM` or `quarter=YYYY-Qn`
 * becomes the whole calendar period's startDate/endDate; a malformed value or a period that
 * has not begun is refused (400) instead of answering an empty or partial table.
 */
import { periodOf, periodRange, type ReportDefinition, type ReportPeriod } from '../../../catalogue/src';
import { invalid, messages } from './messages';

type Obj = Record<string, unknown>;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The payload with a declared period turned into its date range (other payloads unchanged). */
export function withPeriod(report: ReportDefinition, payload: Obj, now = today()): Obj {
  for (const kind of report.periods ?? []) {
    const raw = payload[kind];
    if (raw === undefined || raw === null || raw === '') continue;
    const message = kind === 'month' ? messages.badMonth : messages.badQuarter;
    const range = typeof raw === 'string' ? periodRange(kind as ReportPeriod, raw) : null;
    if (!range) throw invalid(message);
    if (raw > periodOf(kind, now)) throw invalid(kind === 'month' ? messages.futureMonth : messages.futureQuarter);
    return { ...payload, ...range };
  }
  return payload;
}

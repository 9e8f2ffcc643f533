/** The filters every 人员台账 figure takes: a ledger kind and an "as of" day, checked like any input. */
import { validDate } from '../../../../catalogue/src/model/validate';
import { findEnum } from '../../../../catalogue/src';
import { invalid, messages } from '../../resources/messages';

type Obj = Record<string, unknown>;

const KIND_MESSAGE = '人员类别取值不正确';

/** The ledger kind asked for (yht / wxht / common), or none for every ledger. */
export function kindOf(payload: Obj): string | null {
  const raw = payload.staffType;
  if (raw === undefined || raw === null || raw === '') return null;
  const kinds = findEnum('platform', 'staffType')!.options.map((o) => o.value);
  if (typeof raw !== 'string' || !kinds.includes(raw)) throw invalid(KIND_MESSAGE);
  return raw;
}

/** The day the figures are as of: the period's end when given (the board's last day), else today. */
export function asOfOf(payload: Obj): string | null {
  const raw = payload.endDate;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || !validDate(raw)) throw invalid(messages.badDateRange);
  return raw;
}

/** SQL of the as-of day for `$n` (a date or null meaning today). */
export const asOfSql = (param: string) => `coalesce(${param}::date, current_date)`;

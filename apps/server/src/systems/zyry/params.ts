/** The parameters of 作业人员's calls: ids, a period, paging of rows computed in memory (400 with a Chinese msg otherwise). */
import { validDate } from '../../../../catalogue/src/model/validate';
import { invalid, messages, say } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';

type Obj = Record<string, unknown>;

/** An id parameter, or undefined when absent (400 when it is not an id). */
export function optionalId(payload: Obj, name: string): number | undefined {
  const v = payload[name];
  return v === undefined || v === null || v === '' ? undefined : idValue(v);
}

export function requiredId(payload: Obj, name: string): number {
  const v = optionalId(payload, name);
  if (v === undefined) throw invalid(say(messages.missingParam, { name }));
  return v;
}

/** startDate / endDate of a period call (both YYYY-MM-DD, start not after end), either may be absent. */
export function periodParams(payload: Obj): { start?: string; end?: string } {
  const one = (name: string) => {
    const v = payload[name];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
    return v;
  };
  const start = one('startDate') ?? one('date');
  const end = one('endDate') ?? one('date');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  return { start, end };
}

/** One page of rows computed in memory (exports: up to `all`). */
export function pageRows<T>(rows: readonly T[], payload: Obj, all?: number) {
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  return { rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum, pageSize };
}

/** Parameters of 考勤管理's own calls, checked to the database's ranges (400 with a Chinese message otherwise). */
import { INT_MAX, validDate } from '../../../../catalogue/src/model/validate';
import { invalid } from '../../resources/messages';

type Obj = Record<string, unknown>;

export const say = {
  badId: (label: string) => `${label}参数不正确`,
  badDate: (label: string) => `${label}须为 YYYY-MM-DD 格式的有效日期`,
  badRange: '日期范围不正确：须为 YYYY-MM-DD，开始日期不晚于结束日期，且不超过 92 天',
  badMonth: '月份不正确：须为 YYYY-MM',
  badKind: '审批类型须为 leave（请假）或 overtime（加班）',
  badOutcome: '审批结果须为 pass（同意）或 reject（驳回）',
  noStep: (state: string) => `该申请当前为“${state}”，没有可执行的审批`,
  badChanges: '排班变更须为 1–5000 条 { row, day, value }',
  notMember: (row: unknown) => `人员 ${String(row)} 不在任何考勤组中`,
  outsideMonth: (day: string, month: string) => `日期 ${day} 不在 ${month} 月内`,
  badShift: (value: unknown) => `班次 ${String(value)} 不存在或已停用`,
  overlap: (name: string, day: string, next: string) => `${name} ${day} 的班次与 ${next} 的班次时间重叠，请调整`,
  tooMany: (name: string, from: string, to: string, max: number) => `${name} 自 ${from} 至 ${to} 连续上班超过 ${max} 天，请安排休息`,
  reasonRequired: '补卡须填写原因',
  futureClock: '补卡时间不能晚于当前时间',
  overQuota: (type: string, year: number, quota: number, approved: number, pending: number, days: number) =>
    `${type}余额不足：${year} 年额度 ${quota} 天，已批准 ${approved} 天，审批中 ${pending} 天，本次申请 ${days} 天`,
  quotaExists: (year: number, type: string) => `该人员 ${year} 年已有${type}额度，请修改原额度`,
};

/** An optional id (a lookup's filter); null when absent. */
export function optionalId(payload: Obj, key: string, label: string): number | null {
  const v = payload[key];
  if (v === undefined || v === null || v === '') return null;
  if (!/^\d{1,10}$/.test(String(v)) || Number(v) < 1 || Number(v) > INT_MAX) throw invalid(say.badId(label));
  return Number(v);
}

export function requiredId(payload: Obj, key: string, label: string): number {
  const id = optionalId(payload, key, label);
  if (id === null) throw invalid(say.badId(label));
  return id;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(v: unknown): v is string {
  return typeof v === 'string' && DAY.test(v) && validDate(v);
}

/** startDate/endDate (both or neither), at most 92 days; `fallback` when absent. */
export function dateRange(payload: Obj, fallback: { from: string; to: string }): { from: string; to: string } {
  const s = payload.startDate;
  const e = payload.endDate;
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (!given(s) && !given(e)) return fallback;
  const from = typeof s === 'string' ? s.slice(0, 10) : s;
  const to = typeof e === 'string' ? e.slice(0, 10) : e;
  if (!isDay(from) || !isDay(to) || from > to) throw invalid(say.badRange);
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 92) throw invalid(say.badRange);
  return { from, to };
}

/** startDate/endDate when given (checked as dateRange), else null: lists that show everything by default. */
export function optionalRange(payload: Obj): { from: string; to: string } | null {
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (!given(payload.startDate) && !given(payload.endDate)) return null;
  return dateRange(payload, { from: '', to: '' });
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `month=YYYY-MM`, or `fallback` when absent. */
export function monthOf(payload: Obj, fallback: string): string {
  const m = payload.month;
  if (m === undefined || m === null || m === '') return fallback;
  if (typeof m !== 'string' || !MONTH.test(m)) throw invalid(say.badMonth);
  return m;
}

export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Paging of a custom list: pageNum ≥ 1, pageSize 1–500 (default 10); an export takes up to `all` rows. */
export function pageOf(payload: Obj, all?: number): { limit: number; offset: number; pageNum: number; pageSize: number } {
  if (all) return { limit: all, offset: 0, pageNum: 1, pageSize: all };
  const pageNum = Number(payload.pageNum ?? 1);
  const pageSize = Number(payload.pageSize ?? 10);
  if (!Number.isInteger(pageNum) || pageNum < 1 || pageNum > 1e7 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 500) throw invalid('分页参数不正确：pageNum ≥ 1，pageSize 为 1–500');
  return { limit: pageSize, offset: (pageNum - 1) * pageSize, pageNum, pageSize };
}

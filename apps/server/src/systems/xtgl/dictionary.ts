/**
 * 枚举字典 and the lookups that read dictionaries: every loaded system's enums (code, read-only)
 * and the tenant's parameters (params, kept in 参数配置) as one paged list; one enum by name;
 * the parameters of several types at once.
 */
import type { EnumOption } from '../../../../catalogue/src';
import { xtgl as msg } from '../../../../../src/i18n/messages/xtgl';
import type { Sql } from '../../db/types';
import { notFound } from '../../http/errors';
import { invalid, say } from '../../resources/messages';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { loadedModules, systemName } from './catalogue';

type Obj = Record<string, unknown>;

const STATUS: Record<string, string> = { success: '绿色（成功）', warning: '橙色（警示）', error: '红色（异常）', info: '蓝色（信息）', default: '灰色（默认）' };
const SOURCES: Record<string, string> = { code: '系统内置（只读）', tenant: '租户参数（可维护）' };

interface Entry {
  systemCode: string;
  enumCode: string;
  enumName: string;
  value: string;
  label: string;
  status: string;
  source: 'code' | 'tenant';
}

interface ParamRow {
  id: number;
  paramTypeCode: string;
  paramTypeName: string;
  parmCode: string;
  parmName: string;
}

const paramTable = () => tables('xtgl').param!;

async function tenantParams(sql: Sql, types?: readonly string[]): Promise<ParamRow[]> {
  return sql.query<ParamRow>(
    `SELECT id, param_type_code AS "paramTypeCode", param_type_name AS "paramTypeName", parm_code AS "parmCode", parm_name AS "parmName"
       FROM ${paramTable()} ${types ? 'WHERE param_type_code = ANY($1::text[])' : ''} ORDER BY param_type_code, sort, parm_code`,
    types ? [types] : [],
  );
}

function codeEntries(): Entry[] {
  return loadedModules().flatMap((m) => m.enums.flatMap((e) => e.options.map((o): Entry => ({
    systemCode: m.system, enumCode: e.code, enumName: e.label, value: o.value, label: o.label, status: o.status ?? 'default', source: 'code',
  }))));
}

/** 枚举字典: filters systemCode, source and keyword (already typed and checked: report-filters.ts). */
export const enumDictionary: CustomHandler = async (sql, _mod, payload, { all }) => {
  const { systemCode, source, keyword } = payload as { systemCode?: string | null; source?: string | null; keyword?: string | null };
  const params = source === 'code' || systemCode ? [] : await tenantParams(sql);
  const entries = [
    ...(source === 'tenant' ? [] : codeEntries().filter((e) => !systemCode || e.systemCode === systemCode)),
    ...params.map((p): Entry => ({ systemCode: '', enumCode: p.paramTypeCode, enumName: p.paramTypeName, value: p.parmCode, label: p.parmName, status: 'default', source: 'tenant' })),
  ];
  const word = keyword?.toLowerCase();
  const hits = word ? entries.filter((e) => [e.enumCode, e.enumName, e.value, e.label].some((x) => x.toLowerCase().includes(word))) : entries;
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = hits.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((e, i) => ({
    id: (pageNum - 1) * pageSize + i + 1, ...e, systemName: e.source === 'tenant' ? '租户参数' : systemName(e.systemCode),
    statusLabel: e.source === 'tenant' ? '' : STATUS[e.status] ?? e.status, sourceLabel: SOURCES[e.source],
    // Long values (a password rule's expression) read in full in the parameter's own page.
    label: [...e.label].length > 80 ? `${[...e.label].slice(0, 80).join('')}…` : e.label,
  }));
  return { rows, total: hits.length, pageNum, pageSize };
};

/** One enum by its code (any loaded system, the platform first), else the tenant's parameter type of that code. */
export async function enumByName(sql: Sql, payload: Obj): Promise<EnumOption[]> {
  const name = payload.enumName ?? payload.name ?? payload.code;
  if (typeof name !== 'string' || !name.trim()) throw invalid(msg.enumNameRequired);
  const code = name.trim();
  if (code.length > 100) throw invalid(msg.enumNameRequired);
  for (const m of loadedModules()) {
    const hit = m.enums.find((e) => e.code === code);
    if (hit) return [...hit.options];
  }
  const params = await tenantParams(sql, [code]);
  if (params.length) return params.map((p) => ({ value: p.parmCode, label: p.parmName }));
  throw notFound(say(msg.enumMissing, { name: code }));
}

const TYPE_CODE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/**
 * The multi param list (POST raw JSON): `{ paramTypeCodes: [...] }`, a comma list, or a bare JSON
 * array of codes → `{ <code>: [{ parmCode, parmName }] }` (a type the tenant lacks answers []).
 */
export async function multiParamList(sql: Sql, body: unknown): Promise<Record<string, { parmCode: string; parmName: string }[]>> {
  const raw = Array.isArray(body) ? body : body && typeof body === 'object' ? ((body as Obj).paramTypeCodes ?? (body as Obj).paramTypeCode ?? (body as Obj).codes) : undefined;
  if (raw === undefined || raw === null || raw === '') throw invalid(msg.paramTypesRequired);
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : null;
  if (!list || !list.length || list.length > 50 || list.some((c) => typeof c !== 'string' || !TYPE_CODE.test(c))) throw invalid(msg.paramTypesInvalid);
  const codes = [...new Set(list as string[])];
  const rows = await tenantParams(sql, codes);
  return Object.fromEntries(codes.map((c) => [c, rows.filter((r) => r.paramTypeCode === c).map((r) => ({ parmCode: r.parmCode, parmName: r.parmName }))]));
}

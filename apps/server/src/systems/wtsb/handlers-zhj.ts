/** 督查 (zhj) reports: every area with its subjects, and weighed garbage per station and type (垃圾收运's weighings). */
import { enumLabel, moduleOf, type ReportDefinition } from '../../../../catalogue/src';
import { ident, tableOf } from '../../resources/names';
import { runReport } from '../../resources/report-engine';
import type { CustomHandler } from '../types';
import { tableIn } from './handlers-config';

export const allAreas: CustomHandler = async (sql, mod) => {
  const platform = moduleOf('platform')!;
  const regions = ident(tableOf(platform.resources.find((r) => r.key === 'region')!));
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT r.id, r.code, r.name, r.level, r.parent_id AS "parentId", p.name AS "parentLabel",
            (SELECT count(*)::int FROM ${tableIn(mod, 'subject')} s WHERE s.tenant_id = r.tenant_id AND s.region_id = r.id) AS subjects
       FROM ${regions} r LEFT JOIN ${regions} p ON p.tenant_id = r.tenant_id AND p.id = r.parent_id ORDER BY r.code LIMIT 2000`,
  );
  for (const r of rows) r.levelLabel = enumLabel('platform', 'regionLevel', r.level);
  return { rows, total: rows.length };
};

/** Net weight and trips per weighing station and garbage type, over the chosen days. */
const transed: ReportDefinition = {
  key: 'facTransedGarNum', title: '设施转运量', kind: 'aggregate', call: '', method: 'POST', source: 'carWeightOperate',
  where: [{ field: 'status', op: 'ne', value: 'void' }], dateField: 'weighTime', filters: ['station', 'garbageType'],
  groupBy: [{ field: 'station', label: '称重站点' }, { field: 'garbageType', label: '垃圾类型' }],
  measures: [{ key: 'trips', label: '车次', agg: 'count' }, { key: 'netWeight', label: '净重', agg: 'sum', field: 'netWeight', unit: '吨', scale: 0.001, digits: 2 }],
  orderBy: { key: 'netWeight', dir: 'desc' }, totals: true, limit: 500,
};

export const facTransedGarNum: CustomHandler = async (sql, _mod, payload) => runReport(sql, moduleOf('ljszy')!, transed, payload);

/**
 * The operations one-map's people layer (运维一张图 · 人员设备, GET): the job areas with their
 * people and elements, one area in detail, the figures, the job elements and one in detail —
 * answered as the one-map reads them (lists `{ rows, total }`, details one object, 404 unknown).
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { wallNow } from '../../gps/simulate';
import { notFound } from '../../http/errors';
import { invalid, messages, say } from '../../resources/messages';
import type { CustomHandler } from '../types';
import { P, T, type Obj } from './assignments';
import { enumLabel } from './board';
import { NOW_LABEL, workersNow } from './now';
import { optionalId, requiredId } from './params';

function optionalEnum(mod: ModuleDefinition, payload: Obj, name: string, code: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  const e = mod.enums.find((x) => x.code === code);
  if (!e?.options.some((o) => o.value === v)) throw invalid(say(messages.badEnum, { label: e?.label ?? name }));
  return String(v);
}

interface AreaRow {
  id: number; code: string; name: string; grade: string; dept_id: number; dept_name: string | null; leader_name: string | null; leader_phone: string | null;
  boundary: string; headcount: number; shift1_start: string; shift1_end: string; shift2_start: string | null; shift2_end: string | null; elements: number;
}

async function areas(sql: Sql, where = 'TRUE', params: unknown[] = []): Promise<AreaRow[]> {
  return sql.query<AreaRow>(
    `SELECT a.id, a.code, a.name, a.grade, a.dept_id, d.name AS dept_name, l.name AS leader_name, l.phone AS leader_phone, a.boundary, a.headcount,
            a.shift1_start, a.shift1_end, a.shift2_start, a.shift2_end, (SELECT count(*)::int FROM ${T().jobElement} e WHERE e.area_id = a.id AND e.status = 'enabled') AS elements
     FROM ${T().jobArea} a LEFT JOIN ${P().department} d ON d.id = a.dept_id LEFT JOIN ${P().staff} l ON l.id = a.leader_id
     WHERE a.status = 'enabled' AND ${where} ORDER BY a.code`, params);
}

const shifts = (a: AreaRow) => [`${a.shift1_start}–${a.shift1_end}`, a.shift2_start && a.shift2_end ? `${a.shift2_start}–${a.shift2_end}` : null].filter(Boolean).join('，');

async function elements(sql: Sql, where: string, params: unknown[]) {
  return sql.query<{ id: number; code: string; name: string; element_type: string; area_id: number; area_name: string; location: string | null; path: string | null; frequency: number; staff_name: string | null; facility_name: string | null; standard: string | null }>(
    `SELECT e.id, e.code, e.name, e.element_type, e.area_id, a.name AS area_name, e.location, e.path, e.frequency, s.name AS staff_name, f.name AS facility_name, e.standard
     FROM ${T().jobElement} e JOIN ${T().jobArea} a ON a.id = e.area_id LEFT JOIN ${P().staff} s ON s.id = e.staff_id LEFT JOIN ${P().facility} f ON f.id = e.facility_id
     WHERE e.status = 'enabled' AND ${where} ORDER BY e.code`, params);
}

export const onemapHandlers: Record<string, CustomHandler> = {
  async loadAreaList(sql, mod, payload) {
    const params: unknown[] = [];
    const where: string[] = [];
    const deptId = optionalId(payload, 'deptId');
    if (deptId !== undefined) where.push(`a.dept_id = $${params.push(deptId)}`);
    const grade = optionalEnum(mod, payload, 'grade', 'zyryAreaGrade');
    if (grade) where.push(`a.grade = $${params.push(grade)}`);
    const list = await areas(sql, where.join(' AND ') || 'TRUE', params);
    const workers = await workersNow(sql, wallNow());
    const rows = list.map((a) => {
      const mine = workers.filter((w) => w.areaId === a.id);
      return {
        id: a.id, code: a.code, name: a.name, grade: a.grade, gradeLabel: enumLabel(mod, 'zyryAreaGrade', a.grade), deptName: a.dept_name ?? '', leaderName: a.leader_name ?? '',
        boundary: a.boundary, headcount: a.headcount, workers: mine.length, online: mine.filter((w) => w.online).length, onPost: mine.filter((w) => w.state === 'onPost').length,
        elements: a.elements, shifts: shifts(a),
      };
    });
    return { rows, total: rows.length };
  },

  async loadAreaInfo(sql, mod, payload) {
    const id = requiredId(payload, 'id');
    const [a] = await areas(sql, 'a.id = $1', [id]);
    if (!a) throw notFound(messages.notFound);
    const byType = await sql.query<{ element_type: string; n: number }>(`SELECT element_type, count(*)::int AS n FROM ${T().jobElement} WHERE area_id = $1 AND status = 'enabled' GROUP BY 1 ORDER BY 1`, [id]);
    const people = (await workersNow(sql, wallNow())).filter((w) => w.areaId === id);
    return {
      id: a.id, code: a.code, name: a.name, grade: a.grade, gradeLabel: enumLabel(mod, 'zyryAreaGrade', a.grade), deptName: a.dept_name ?? '', leaderName: a.leader_name ?? '',
      leaderPhone: a.leader_phone ?? '', boundary: a.boundary, headcount: a.headcount, shifts: shifts(a),
      elements: byType.map((e) => ({ elementType: e.element_type, elementTypeLabel: enumLabel(mod, 'zyryElementType', e.element_type), count: e.n })),
      people: people.map((w) => ({ staffId: w.staffId, name: w.name, postName: w.postName ?? '', phone: w.phone, deviceNo: w.deviceNo, online: w.online, state: w.state, stateLabel: NOW_LABEL[w.state], battery: w.battery, time: w.time, location: w.lon === null ? null : `${w.lon},${w.lat}` })),
    };
  },

  async loadAreaNum(sql) {
    const [a] = await sql.query<{ areas: number; headcount: number }>(`SELECT count(*)::int AS areas, coalesce(sum(headcount), 0)::int AS headcount FROM ${T().jobArea} WHERE status = 'enabled'`);
    const byType = await sql.query<{ element_type: string; n: number }>(
      `SELECT e.element_type, count(*)::int AS n FROM ${T().jobElement} e JOIN ${T().jobArea} a ON a.id = e.area_id AND a.status = 'enabled' WHERE e.status = 'enabled' GROUP BY 1`);
    const [alarms] = await sql.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM ${T().alarm} WHERE handle_state = 'pending'`);
    const workers = await workersNow(sql, wallNow());
    const n = (type: string) => byType.find((x) => x.element_type === type)?.n ?? 0;
    return {
      areas: a!.areas, headcount: a!.headcount, elements: byType.reduce((s, x) => s + x.n, 0), roads: n('road'), toilets: n('toilet'), collectionPoints: n('collectionPoint'), bins: n('bin'),
      workers: workers.length, online: workers.filter((w) => w.online).length, onPost: workers.filter((w) => w.state === 'onPost').length, pendingAlarms: alarms!.pending,
    };
  },

  async loadJobElementList(sql, mod, payload) {
    const params: unknown[] = [];
    const where: string[] = [];
    const areaId = optionalId(payload, 'areaId');
    if (areaId !== undefined) where.push(`e.area_id = $${params.push(areaId)}`);
    const type = optionalEnum(mod, payload, 'elementType', 'zyryElementType');
    if (type) where.push(`e.element_type = $${params.push(type)}`);
    const rows = (await elements(sql, where.join(' AND ') || 'TRUE', params)).map((e) => ({
      id: e.id, code: e.code, name: e.name, elementType: e.element_type, elementTypeLabel: enumLabel(mod, 'zyryElementType', e.element_type), areaId: e.area_id, areaName: e.area_name,
      location: e.location, path: e.path, frequency: e.frequency, staffName: e.staff_name ?? '',
    }));
    return { rows, total: rows.length };
  },

  async loadJobElementInfo(sql, mod, payload) {
    const id = requiredId(payload, 'id');
    const [e] = await elements(sql, 'e.id = $1', [id]);
    if (!e) throw notFound(messages.notFound);
    return {
      id: e.id, code: e.code, name: e.name, elementType: e.element_type, elementTypeLabel: enumLabel(mod, 'zyryElementType', e.element_type), areaId: e.area_id, areaName: e.area_name,
      location: e.location, path: e.path, frequency: e.frequency, staffName: e.staff_name ?? '', facilityName: e.facility_name ?? '', standard: e.standard ?? '',
    };
  },
};

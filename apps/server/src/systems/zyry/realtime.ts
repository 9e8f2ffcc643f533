/**
 * 实时位置: the live tree of people (org → department → person, with online / alarm counts and
 * each person's facts and job area for the map), their current states as a list (the one-map's
 * people layer), and one person's positions of a day marked inside or outside their area.
 */
import type { Sql } from '../../db/types';
import { insideRing, parseRing } from '../../../../../src/map/fence';
import type { MonitorGroup, MonitorSubject } from '../../../../../src/map/gps-api';
import { track } from '../../gps/query';
import { wallNow, wallText } from '../../gps/simulate';
import { invalid, messages } from '../../resources/messages';
import type { CustomHandler } from '../types';
import { enumLabel, names } from './board';
import { P, T } from './assignments';
import { NOW_AS_ON_POST, NOW_LABEL, workersNow, type WorkerNow } from './now';
import { optionalId, pageRows, periodParams, requiredId } from './params';

const MODEL: Record<string, string> = { badge: '定位胸牌', watch: '智能手表' };

function subjectOf(w: WorkerNow, deptName: string): MonitorSubject {
  return {
    id: w.staffId, label: w.name, online: w.online, alarms: w.alarms, time: w.time, lon: w.lon, lat: w.lat, speed: w.speed, battery: w.battery,
    state: NOW_LABEL[w.state], fence: w.ring,
    facts: [
      { label: '岗位', value: w.postName ?? '未分配岗位' }, { label: '作业区域', value: w.areaName ?? '—' }, { label: '部门', value: deptName },
      { label: '联系电话', value: w.phone }, { label: '定位设备', value: `${w.deviceNo}（${MODEL[w.model] ?? w.model}）` },
    ],
  };
}

const counts = (children: readonly MonitorSubject[]) => ({
  total: children.length, online: children.filter((c) => c.online).length, alarm: children.filter((c) => c.alarms > 0).length,
});

async function filtered(sql: Sql, payload: Record<string, unknown>) {
  const deptId = optionalId(payload, 'deptId');
  const areaId = optionalId(payload, 'areaId');
  return (await workersNow(sql, wallNow())).filter((w) => (deptId === undefined || w.deptId === deptId) && (areaId === undefined || w.areaId === areaId));
}

export const realtimeHandlers: Record<string, CustomHandler> = {
  /** The tree of the live map: the tenant's top department, its departments with equipped people, the people. */
  async realtimeTree(sql, _mod, payload) {
    const workers = await filtered(sql, payload);
    const depts = await sql.query<{ id: number; name: string; parent_id: number | null }>(`SELECT id, name, parent_id FROM ${P().department} ORDER BY sort_no, id`);
    const root = depts.find((d) => d.parent_id === null);
    const groups: MonitorGroup[] = depts.flatMap((d) => {
      const children = workers.filter((w) => w.deptId === d.id).map((w) => subjectOf(w, d.name));
      return children.length ? [{ id: `dept-${d.id}`, name: d.name, ...counts(children), children }] : [];
    });
    const all = groups.flatMap((g) => g.children as MonitorSubject[]);
    const tree: MonitorGroup[] = root ? [{ id: `org-${root.id}`, name: root.name, ...counts(all), children: groups }] : groups;
    return { tree, ...counts(all), offline: all.filter((c) => !c.online).length };
  },

  async realtimeList(sql, _mod, payload, { all }) {
    const workers = await filtered(sql, payload);
    const depts = await names(sql, P().department, workers.map((w) => w.deptId));
    const rows = workers.map((w) => ({
      id: w.staffId, staffId: w.staffId, staffName: w.name, deptName: depts.get(w.deptId) ?? '', areaName: w.areaName ?? '', postName: w.postName ?? '',
      deviceNo: w.deviceNo, online: w.online, onlineLabel: w.online ? '在线' : '离线', state: NOW_AS_ON_POST[w.state], stateLabel: NOW_LABEL[w.state],
      battery: w.battery, time: w.time ?? '', location: w.lon === null ? '' : `${w.lon},${w.lat}`,
    }));
    return pageRows(rows, payload, all);
  },

  /** One person's reports of a day (the last day with reports by default), each marked inside or outside their area. */
  async realtimeHistory(sql, mod, payload, { all }) {
    const staffId = requiredId(payload, 'staffId');
    const { end } = periodParams(payload);
    const [person] = await sql.query<{ boundary: string | null }>(
      `SELECT a.boundary FROM ${P().staff} s LEFT JOIN LATERAL (SELECT area_id FROM ${T().post} p WHERE p.status = 'enabled' AND s.id = ANY(p.staff_ids) ORDER BY p.id LIMIT 1) p ON true
       LEFT JOIN ${T().jobArea} a ON a.id = p.area_id WHERE s.id = $1`, [staffId]);
    if (!person) throw invalid(messages.notFound);
    const [last] = await sql.query<{ d: string | null }>(`SELECT to_char(at, 'YYYY-MM-DD') AS d FROM gps_last_position WHERE device_kind = 'wearable' AND vehicle_id = $1`, [staffId]);
    const day = end ?? last?.d ?? wallText(wallNow()).slice(0, 10);
    const ring = parseRing(person.boundary);
    const points = await track(sql, staffId, `${day} 00:00:00`, `${day} 23:59:59`, 'wearable');
    const rows = points.map((p, i) => ({
      id: i + 1, time: wallText(p.t), lon: p.lon, lat: p.lat, speed: p.speed, battery: p.battery,
      inArea: ring ? (insideRing([p.lon, p.lat], ring) ? '是' : '否') : '—', stateLabel: enumLabel(mod, 'zyryOnline', p.status ? 'online' : 'offline'),
    }));
    return { ...pageRows(rows, payload, all), date: day };
  },
};

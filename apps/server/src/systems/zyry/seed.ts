/**
 * 作业人员's demo data of one tenant, built on the platform's workforce and facilities (seeded
 * first) and on 公厕管理's toilets: job areas tiling the city around the facilities (on the street
 * grid, see geometry.ts), their job elements (the streets inside, the toilets and collection
 * points standing in them, litter bins), one sweeping post per area with the cleaning teams'
 * sweepers, toilet posts for the toilet cleaners, a patrol post for each cleaning team's leader,
 * a positioning device for every one of them (and two spares), and their contracts — some near
 * their end relative to SEED_END and to today.
 */
import { moduleOf } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { insideRing } from '../../../../../src/map/fence';
import type { LonLat } from '../../../../../src/map/roads';
import { addDays, insertMany, prng } from '../../seed/seed-util';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import { wallNow, wallText } from '../../gps/simulate';
import { gridCells, parsePoint, streetsInside } from './geometry';

interface Layout {
  /** Cells across, down, and streets per cell side. */
  cols: number;
  rows: number;
  steps: number;
  areas: readonly string[];
  /** The cleaning teams (department codes) sharing the areas, in turn by blocks. */
  teams: readonly string[];
  toiletDept: string | null;
}

const LAYOUT: Record<string, Layout> = {
  '1': {
    cols: 4, rows: 3, steps: 3, teams: ['d121', 'd122'], toiletDept: 'd14',
    areas: ['文三片区', '学院路片区', '教工路片区', '古荡片区', '西溪片区', '翠苑片区', '德加片区', '骆家庄片区', '三墩片区', '申花片区', '和睦片区', '大关片区'],
  },
  '2': { cols: 3, rows: 2, steps: 4, teams: ['d211'], toiletDept: null, areas: ['西兴片区', '长河片区', '浦沿片区', '江南片区', '东信片区', '星耀城片区'] },
};

const GRADES = ['special', 'first', 'second', 'first', 'third', 'second'] as const;
const SHIFTS = { early: ['05:30', '11:00', '13:30', '17:30'], late: ['06:00', '11:30', '14:00', '18:00'] } as const;

interface StaffRow {
  id: number;
  name: string;
  post: string;
  dept_code: string;
  dept_id: number;
  entry_date: string;
}

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
const text = (p: LonLat) => `${r6(p[0])},${r6(p[1])}`;
const km = (line: readonly LonLat[]) => Math.hypot((line[1]![0] - line[0]![0]) * 111.32 * Math.cos((line[0]![1] * Math.PI) / 180), (line[1]![1] - line[0]![1]) * 111.32);

export async function seedZyry(sql: Sql, profile: TenantProfile): Promise<void> {
  const layout = LAYOUT[profile.tenantId];
  if (!layout) return;
  const z = tables('zyry');
  const [has] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${z.jobArea}`);
  if (has!.n > 0) return;
  const p = tables('platform');
  const staff = await sql.query<StaffRow>(
    `SELECT s.id, s.name, s.post, d.code AS dept_code, d.id AS dept_id, to_char(s.entry_date, 'YYYY-MM-DD') AS entry_date
     FROM ${p.staff} s JOIN ${p.department} d ON d.id = s.dept_id WHERE s.status = 'onJob' ORDER BY s.id`,
  );
  if (!staff.length) return;
  const deptId = new Map(staff.map((s) => [s.dept_code, s.dept_id]));
  const [root] = await sql.query<{ id: number }>(`SELECT id FROM ${p.department} WHERE parent_id IS NULL ORDER BY sort_no LIMIT 1`);
  const streets = (await sql.query<{ id: number }>(`SELECT id FROM ${p.region} WHERE level = 'street' ORDER BY code`)).map((r) => r.id);
  const facilities = await sql.query<{ id: number; name: string; location: string }>(`SELECT id, name, location FROM ${p.facility} WHERE status = 'enabled' ORDER BY id`);
  // 公厕管理's toilets, where that system is there (the Storybook screens seed one system alone).
  const toiletTable = moduleOf('gcgl') ? tables('gcgl').equipment! : null;
  const [hasToilets] = toiletTable ? await sql.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [toiletTable]) : [];
  const toilets = hasToilets?.ok ? await sql.query<{ name: string; location: string; code: string }>(`SELECT code, name, location FROM ${toiletTable} ORDER BY code`) : [];
  const points = facilities.map((f) => parsePoint(f.location)).filter((x): x is LonLat => x !== null);
  const centre: LonLat = points.length
    ? [(Math.min(...points.map((x) => x[0])) + Math.max(...points.map((x) => x[0]))) / 2, (Math.min(...points.map((x) => x[1])) + Math.max(...points.map((x) => x[1]))) / 2]
    : [profile.lng, profile.lat];

  // The areas: blocks of cells per cleaning team, led by the team's 班组长.
  const cells = gridCells(centre, layout.cols, layout.rows, layout.steps);
  const perTeam = Math.ceil(cells.length / layout.teams.length);
  const teamOf = (i: number) => layout.teams[Math.min(layout.teams.length - 1, Math.floor(i / perTeam))]!;
  const leaderOf = (team: string) => staff.find((s) => s.dept_code === team && s.post === '班组长');
  const areaRows = cells.map((cell, i) => {
    const grade = GRADES[i % GRADES.length]!;
    const [s1, e1, s2, e2] = grade === 'special' || grade === 'first' ? SHIFTS.early : SHIFTS.late;
    const team = teamOf(i);
    return [
      `QY-${String(i + 1).padStart(2, '0')}`, layout.areas[i] ?? `片区${i + 1}`, grade, deptId.get(team) ?? root?.id ?? null, leaderOf(team)?.id ?? null,
      streets.length ? streets[i % streets.length]! : null, JSON.stringify(cell.ring), s1, e1, s2, e2, grade === 'special' || grade === 'first' ? 3 : 2, 'enabled',
      `${layout.areas[i] ?? ''}主次干道、背街小巷及沿线公厕、收集点的日常保洁`,
    ];
  });
  const areaIds = await insertMany(sql, z.jobArea,
    ['code', 'name', 'grade', 'dept_id', 'leader_id', 'region_id', 'boundary', 'shift1_start', 'shift1_end', 'shift2_start', 'shift2_end', 'headcount', 'status', 'remark'], areaRows);

  // Job elements: streets, toilets and collection points inside each area, and litter bins along its streets.
  const elements: unknown[][] = [];
  const toiletAreas: number[] = [];
  cells.forEach((cell, i) => {
    const areaId = areaIds[i]!;
    const leader = leaderOf(teamOf(i))?.id ?? null;
    const code = (n: number) => `YS-${String(i + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
    let n = 0;
    const lines = streetsInside(cell.ring);
    for (const [k, line] of lines.entries()) {
      const name = `${profile.roads[(i * 3 + k) % profile.roads.length]}（${layout.areas[i] ?? ''}${k < lines.length / 2 ? '南北段' : '东西段'}${k + 1}）`;
      elements.push([code(++n), name, 'road', areaId, null, null, JSON.stringify(line), 2 + (i % 2), leader, `一扫两保，路面无明显垃圾，保洁长度 ${km(line).toFixed(2)} 公里`, 'enabled']);
    }
    for (const t of toilets) {
      const at = parsePoint(t.location);
      if (!at || !insideRing(at, cell.ring)) continue;
      elements.push([code(++n), t.name, 'toilet', areaId, null, text(at), null, 4, leader, `公厕编号 ${t.code}：每日至少清洁 4 次，无异味、无积水`, 'enabled']);
      if (!toiletAreas.includes(i)) toiletAreas.push(i);
    }
    let points = 0;
    for (const f of facilities) {
      const at = parsePoint(f.location);
      if (points >= 3 || !at || !insideRing(at, cell.ring)) continue;
      points++;
      elements.push([code(++n), f.name, 'collectionPoint', areaId, f.id, text(at), null, 2, leader, '收集点周边 5 米内无散落垃圾，桶身干净', 'enabled']);
    }
    for (const [b, line] of lines.slice(0, 2).entries()) {
      const mid: LonLat = [(line[0]![0] + line[1]![0]) / 2, (line[0]![1] + line[1]![1]) / 2];
      elements.push([code(++n), `果壳箱 ${i + 1}-${b + 1}`, 'bin', areaId, null, text(mid), null, 3, leader, '箱体完好，垃圾不满溢', b === 1 && i % 5 === 4 ? 'disabled' : 'enabled']);
    }
  });
  await insertMany(sql, z.jobElement, ['code', 'name', 'element_type', 'area_id', 'facility_id', 'location', 'path', 'frequency', 'staff_id', 'standard', 'status'], elements);

  // Posts: the teams' sweepers share their team's areas in turn; toilet cleaners the areas with toilets; leaders patrol their first area.
  const byTeam = (team: string, post: string) => staff.filter((s) => s.dept_code === team && s.post === post);
  const posts: unknown[][] = [];
  const assigned = new Map<number, StaffRow[]>();
  for (const team of layout.teams) {
    const mine = cells.map((_, i) => i).filter((i) => teamOf(i) === team);
    byTeam(team, '保洁员').forEach((s, k) => {
      const i = mine[k % mine.length]!;
      assigned.set(i, [...(assigned.get(i) ?? []), s]);
    });
  }
  cells.forEach((_, i) => {
    const people = assigned.get(i) ?? [];
    posts.push([`GW-${String(i + 1).padStart(2, '0')}-S`, `${layout.areas[i] ?? ''}道路保洁岗`, 'sweep', deptId.get(teamOf(i)) ?? null, areaIds[i], `{${people.map((s) => s.id).join(',')}}`,
      Math.max(2, people.length), 3200, '负责区域内道路、人行道、绿化带的清扫保洁，及时清理果壳箱，劝阻乱扔乱倒，发现问题及时上报', 'enabled']);
  });
  const toiletStaff = layout.toiletDept ? staff.filter((s) => s.dept_code === layout.toiletDept && s.post === '公厕保洁员') : [];
  if (toiletAreas.length && toiletStaff.length) {
    toiletAreas.forEach((i, k) => {
      const people = toiletStaff.filter((_, j) => j % toiletAreas.length === k);
      posts.push([`GW-${String(i + 1).padStart(2, '0')}-T`, `${layout.areas[i] ?? ''}公厕保洁岗`, 'toilet', deptId.get(layout.toiletDept!) ?? null, areaIds[i], `{${people.map((s) => s.id).join(',')}}`,
        Math.max(1, people.length), 3400, '负责区域内公厕的日常保洁与巡检，保持无异味、无积水、无污渍，登记保洁记录，设施损坏及时报修', 'enabled']);
    });
  }
  for (const team of layout.teams) {
    const first = cells.findIndex((_, i) => teamOf(i) === team);
    const leaders = byTeam(team, '班组长');
    if (first < 0 || !leaders.length) continue;
    posts.push([`GW-${team.toUpperCase()}-L`, `${layout.areas[first] ?? ''}班组长巡查岗`, 'leader', deptId.get(team) ?? null, areaIds[first], `{${leaders.map((s) => s.id).join(',')}}`,
      leaders.length, 4800, '负责班组人员的排班、到岗检查和作业质量巡查，处理告警与突发情况，每日汇总上报', 'enabled']);
  }
  await insertMany(sql, z.post, ['code', 'name', 'post_type', 'dept_id', 'area_id', 'staff_ids', 'headcount', 'wage', 'duties', 'status'], posts);

  // Devices: one for every assigned worker (leaders wear watches), and two spares.
  const workers = [...new Set(posts.flatMap((row) => String(row[5]).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)))].sort((a, b) => a - b);
  const rnd = prng(Number(profile.tenantId) * 7919);
  const tag = (k: number) => String(k).padStart(4, '0');
  const devices = workers.map((id, k) => {
    const person = staff.find((s) => s.id === id)!;
    const watch = person.post === '班组长';
    const bind = person.entry_date > '2025-03-01' ? person.entry_date : addDays('2025-03-01', (k * 5) % 60);
    return [`DW-${profile.tenantId}${tag(k + 1)}`, watch ? 'watch' : 'badge', `86${profile.tenantId}9${String(40_000_000_000 + k * 7_777_771 + Math.floor(rnd() * 1000)).slice(0, 11)}`,
      `8986${profile.tenantId}${String(10_000_000_000_000 + k * 131_071).slice(0, 14)}`, id, bind, 'enabled', 'never', null];
  });
  devices.push([`DW-${profile.tenantId}9901`, 'badge', `86${profile.tenantId}990000000001`, `8986${profile.tenantId}99${'0'.repeat(11)}1`, null, null, 'enabled', 'never', '备用设备'],
    [`DW-${profile.tenantId}9902`, 'watch', `86${profile.tenantId}990000000002`, `8986${profile.tenantId}99${'0'.repeat(11)}2`, null, null, 'repair', 'never', '表带断裂，返厂维修']);
  await insertMany(sql, z.device, ['device_no', 'model', 'imei', 'sim_no', 'staff_id', 'bind_date', 'status', 'online_state', 'remark'], devices);

  // Contracts: one per worker; a few end soon after SEED_END, a few around today (one past it).
  const today = wallText(wallNow()).slice(0, 10);
  const contracts = workers.map((id, k) => {
    const person = staff.find((s) => s.id === id)!;
    const start = person.entry_date;
    const special: Record<number, string> = { 1: addDays(SEED_END, 6), 4: addDays(SEED_END, 20), 7: addDays(today, 9), 10: addDays(today, 25), 13: addDays(today, -3), 16: addDays(SEED_END, -12) };
    const end = special[k] ?? addDays(start, 365 * (3 + (k % 3)) - 1 + (start < '2023-01-01' ? 365 * 3 : 0));
    const type = person.post === '班组长' ? 'labour' : k % 7 === 3 ? 'rehire' : k % 5 === 2 ? 'service' : 'labour';
    const wage = person.post === '班组长' ? 5200 : person.post === '公厕保洁员' ? 3600 : 3300 + (k % 4) * 100;
    return [`HT-${start.slice(0, 4)}-${profile.tenantId}${tag(k + 1)}`, id, type, start < end ? start : addDays(end, -365), start < end ? start : addDays(end, -365), end, wage, k % 6 === 0 ? 45 : 30,
      k % 4 === 0 ? '到期后按考核结果续签' : null];
  });
  await insertMany(sql, z.contract, ['contract_no', 'staff_id', 'contract_type', 'sign_date', 'start_date', 'end_date', 'wage', 'remind_days', 'remark'], contracts);
}

/**
 * 指挥调度 demo data of one tenant, from its own master data: the dispatch seats of its demo
 * accounts, the resource and dispatch modes, chat groups of its seats and staff, and 90 days of
 * dispatches (ending SEED_END) of its vehicles and staff around its map centre — those of the last
 * day still open, older ones completed or (a few) cancelled — each with its 调度进展. The chat's
 * messages and read positions come with the Node-only part (seed-chat.ts: images need sharp).
 */
import type { Sql } from '../../db/types';
import { SEED_DAYS, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { addDays, insertMany, prng } from '../../seed/seed-util';
import { renderInstruction } from './dispatch/render';
import { AREA_SUFFIXES, CANCEL_REASONS, DISPATCH_MODES, GROUP_OF_SCENARIO, GROUPS, RESOURCE_MODES, RESULTS, SEATS } from './seed-data';
import { platformTable, table } from './shared';

const TID = `current_setting('app.tenant_id')`;
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const ids = async (sql: Sql, t: string, order = 'id') => (await sql.query<{ id: number }>(`SELECT id FROM ${t} ORDER BY ${order}`)).map((r) => r.id);

export async function seedZhdd(sql: Sql, p: TenantProfile): Promise<void> {
  const seats = SEATS[p.tenantId] ?? SEATS['1']!;
  await seedTable(sql, table('operator'),
    `INSERT INTO ${table('operator')} (tenant_id, seat_no, name, account, phone, post, status)
     SELECT ${TID}, x[1], x[2], x[3], x[4], x[5], 'enabled' FROM jsonb_to_recordset($1::jsonb) AS r(x text[])`,
    [JSON.stringify(seats.map((x) => ({ x })))]);
  await seedModes(sql);
  await seedGroups(sql, p);
  await seedDispatches(sql, p);
}

async function seedModes(sql: Sql): Promise<void> {
  if (await seedTable(sql, table('resourceMode'),
    `INSERT INTO ${table('resourceMode')} (tenant_id, code, name, scenario, radius_km, total_count, status)
     SELECT ${TID}, x->>0, x->>1, x->>2, (x->>3)::float8, (SELECT sum((l->>2)::int) FROM jsonb_array_elements(x->4) l), 'enabled' FROM jsonb_array_elements($1::jsonb) x`,
    [JSON.stringify(RESOURCE_MODES)])) {
    await sql.query(
      `INSERT INTO ${table('resourceModeItem')} (tenant_id, resource_mode_id, line_no, kind, car_type, post, count)
       SELECT ${TID}, m.id, l.n, l.v->>0, CASE WHEN l.v->>0 = 'vehicle' THEN l.v->>1 END, CASE WHEN l.v->>0 = 'staff' THEN l.v->>1 END, (l.v->>2)::int
         FROM jsonb_array_elements($1::jsonb) x JOIN ${table('resourceMode')} m ON m.code = x->>0,
              jsonb_array_elements(x->4) WITH ORDINALITY AS l(v, n)`,
      [JSON.stringify(RESOURCE_MODES)]);
  }
  await seedTable(sql, table('dispatchMode'),
    `INSERT INTO ${table('dispatchMode')} (tenant_id, code, name, scenario, resource_mode_id, response_level, response_minutes, message_template, status)
     SELECT ${TID}, x->>0, x->>1, m.scenario, m.id, x->>3, (x->>4)::int, x->>5, 'enabled'
       FROM jsonb_array_elements($1::jsonb) x JOIN ${table('resourceMode')} m ON m.code = x->>2`,
    [JSON.stringify(DISPATCH_MODES)]);
}

async function seedGroups(sql: Sql, p: TenantProfile): Promise<void> {
  if ((await sql.query(`SELECT 1 FROM ${table('chatGroup')} LIMIT 1`)).length) return;
  const seatIds = await ids(sql, table('operator'), 'seat_no');
  const staff = await sql.query<{ id: number; post: string; dept: string | null }>(
    `SELECT s.id, s.post, d.code AS dept FROM ${platformTable('staff')} s LEFT JOIN ${platformTable('department')} d ON d.id = s.dept_id ORDER BY s.id`);
  const organised = staff.some((s) => s.dept);
  const rows = (GROUPS[p.tenantId] ?? GROUPS['1']!).map(([name, type, owner, seatIdx, who]) => {
    const members = organised
      ? staff.filter((s) => who.depts?.includes(s.dept ?? '') || who.posts?.includes(s.post))
      : who.first.flatMap((i) => (staff[i] ? [staff[i]!] : []));
    return [name, type, seatIds[owner] ?? seatIds[0], seatIdx.flatMap((i) => (seatIds[i] ? [seatIds[i]] : [])), members.map((s) => s.id), `${name}：请及时回复调度消息，作业照片发群内留档。`, 0];
  });
  await insertMany(sql, table('chatGroup'), ['name', 'group_type', 'owner_id', 'operator_ids', 'staff_ids', 'notice', 'message_count'], rows);
}

interface Seeded {
  code: string;
  title: string;
  modeId: number;
  scenario: string;
  level: string;
  minutes: number;
  areaName: string;
  area: string;
  cars: number[];
  staff: number[];
  groupId: number;
  content: string;
  state: string;
  issuedBy: string;
  issuedAt: string;
  receivedAt: string | null;
  doneAt: string | null;
  result: string | null;
  cancelReason: string | null;
}

const at = (day: string, minutes: number) => `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(Math.floor(minutes % 60)).padStart(2, '0')}:00`;
const plus = (stamp: string, minutes: number) => new Date(Date.parse(`${stamp.replace(' ', 'T')}Z`) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');

async function seedDispatches(sql: Sql, p: TenantProfile): Promise<void> {
  if ((await sql.query(`SELECT 1 FROM ${table('dispatchRecord')} LIMIT 1`)).length) return;
  const rand = prng(7300 + Number(p.tenantId) * 31);
  const modes = await sql.query<{ id: number; name: string; scenario: string; response_level: string; response_minutes: number; message_template: string }>(
    `SELECT id, name, scenario, response_level, response_minutes, message_template FROM ${table('dispatchMode')} ORDER BY code`);
  const cars = await sql.query<{ id: number; car_no: string; driver_name: string }>(`SELECT id, car_no, driver_name FROM ${platformTable('vehicle')} WHERE status = 'inUse' ORDER BY id`);
  const staff = await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${platformTable('staff')} ORDER BY id`);
  const groups = await sql.query<{ id: number; staff_ids: number[] | null }>(`SELECT id, staff_ids FROM ${table('chatGroup')} ORDER BY id`);
  const seats = await sql.query<{ name: string }>(`SELECT name FROM ${table('operator')} ORDER BY seat_no`);
  const perDay = p.tenantId === '1' ? 3.3 : 2.1;
  const out: Seeded[] = [];
  for (let d = SEED_DAYS - 1; d >= 0; d--) {
    const day = addDays(SEED_END, -d);
    // The last day always has work still open (the 工作台's 执行中, the 调度台's busy crews).
    const n = Math.max(d === 0 ? 3 : 0, Math.floor(rand() * perDay));
    const minutesOfDay = Array.from({ length: n }, () => 360 + Math.floor(rand() * 900)).sort((a, b) => a - b);
    minutesOfDay.forEach((m, i) => {
      const mode = pick(rand, modes);
      const road = pick(rand, p.roads);
      const areaName = `${road}${pick(rand, AREA_SUFFIXES)}`;
      const lon = p.lng + (rand() - 0.5) * 0.06;
      const lat = p.lat + (rand() - 0.5) * 0.045;
      const r = 0.002 + rand() * 0.003;
      const ring = [[lon - r, lat - r * 0.8], [lon + r, lat - r * 0.8], [lon + r * 1.1, lat + r * 0.7], [lon - r * 0.9, lat + r * 0.8], [lon - r, lat - r * 0.8]].map(([x, y]) => [Number(x!.toFixed(6)), Number(y!.toFixed(6))]);
      const groupChoices = GROUP_OF_SCENARIO[p.tenantId]?.[mode.scenario] ?? [0];
      const group = groups[pick(rand, groupChoices)] ?? groups[0]!;
      // The people sent are of the group the dispatch goes to.
      const crew = staff.filter((s) => (group.staff_ids ?? []).includes(s.id));
      const chosenCars = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 2) }, () => pick(rand, cars)))];
      const pool = crew.length ? crew : staff;
      const chosenStaff = pool.length ? [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(rand, pool)))] : [];
      const open = d === 0 || (d === 1 && i === n - 1);
      const cancelled = !open && rand() < 0.07;
      const state = open ? (rand() < 0.45 ? 'issued' : 'received') : cancelled ? 'cancelled' : 'done';
      const issuedAt = at(day, m);
      const receivedAt = state === 'issued' || (cancelled && rand() < 0.5) ? null : plus(issuedAt, 3 + Math.floor(rand() * mode.response_minutes * 1.2));
      const doneAt = state === 'done' ? plus(receivedAt!, 30 + Math.floor(rand() * 210)) : null;
      out.push({
        code: `DD${day.replace(/-/g, '')}-${String(i + 1).padStart(3, '0')}`, title: `${areaName}${mode.name.replace(/[ⅠⅡⅢⅣ]级响应$/, '')}`.slice(0, 50), modeId: mode.id,
        scenario: mode.scenario, level: mode.response_level, minutes: mode.response_minutes, areaName, area: JSON.stringify(ring),
        cars: chosenCars.map((c) => c.id), staff: chosenStaff.map((s) => s.id), groupId: group.id,
        content: renderInstruction(mode.message_template, { areaName, cars: chosenCars.map((c) => c.car_no), staff: chosenStaff.map((s) => s.name), responseMinutes: mode.response_minutes, responseLevel: mode.response_level, scenario: mode.scenario }),
        state, issuedBy: seats[rand() < 0.7 && seats.length > 1 ? 1 : 0]?.name ?? '', issuedAt, receivedAt, doneAt,
        result: doneAt ? pick(rand, RESULTS) : null, cancelReason: cancelled ? pick(rand, CANCEL_REASONS) : null,
      });
    });
  }
  const dispatchIds = await insertMany(sql, table('dispatchRecord'),
    ['code', 'title', 'dispatch_mode_id', 'scenario', 'response_level', 'response_minutes', 'area_name', 'area', 'car_ids', 'staff_ids', 'group_id', 'content', 'state', 'issued_by', 'issued_at', 'received_at', 'done_at', 'result', 'cancel_reason', 'create_time'],
    out.map((x) => [x.code, x.title, x.modeId, x.scenario, x.level, x.minutes, x.areaName, x.area, x.cars, x.staff, x.groupId, x.content, x.state, x.issuedBy, x.issuedAt, x.receivedAt, x.doneAt, x.result, x.cancelReason, x.issuedAt]));
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const logs: unknown[][] = [];
  out.forEach((x, i) => {
    const id = dispatchIds[i]!;
    const crew = (x.staff.length ? names.get(x.staff[0]!) : undefined) ?? x.issuedBy;
    logs.push([id, 'issue', x.issuedAt, x.issuedBy, `调派车辆 ${x.cars.length} 辆、人员 ${x.staff.length} 名`]);
    if (x.receivedAt) logs.push([id, 'receive', x.receivedAt, crew, '']);
    if (x.doneAt) logs.push([id, 'complete', x.doneAt, crew, x.result]);
    if (x.cancelReason) logs.push([id, 'cancel', plus(x.receivedAt ?? x.issuedAt, 20), x.issuedBy, x.cancelReason]);
  });
  await insertMany(sql, table('dispatchLog'), ['dispatch_id', 'action', 'at', 'actor_name', 'note'], logs);
}

/**
 * 安全培训 of one tenant: six training types, plans over the year before SEED_END (each for a
 * group of the shared staff; the latest still to come or running) and one record per trainee
 * of every plan that has started — attendance, hours, score and, for certificate courses, a
 * certificate number.
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { addDays, insertMany, prng } from '../../seed/seed-util';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

/** [code, name, cycle, hours, mandatory, content]. */
const TYPES: readonly (readonly [string, string, string, number, boolean, string])[] = [
  ['PX-01', '新员工三级安全教育', 'once', 24, true, '公司级、部门级、班组级安全教育，考试合格后上岗。'],
  ['PX-02', '道路作业安全培训', 'halfYear', 4, true, '道路作业防护、反光衣佩戴、作业警示设置。'],
  ['PX-03', '消防安全培训', 'yearly', 3, true, '灭火器使用、疏散逃生、初起火灾处置。'],
  ['PX-04', '驾驶员安全教育', 'quarterly', 2, true, '安全行车、防御性驾驶、车辆日常检查。'],
  ['PX-05', '应急演练', 'halfYear', 2, false, '防汛防台、火灾、交通事故应急演练。'],
  ['PX-06', '特种作业持证培训', 'yearly', 16, false, '电工、压力容器等特种作业取证复审。'],
];

const PLACES = ['公司三楼会议室', '中转站培训室', '停车场实操区', '线上培训平台'];
const TRAINERS = ['陈安全', '刘消防', '王教官', '赵工程师'];

export async function seedTraining(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('aqsc');
  const pt = tables('platform');
  await seedTable(sql, t.trainType,
    `INSERT INTO ${t.trainType} (tenant_id, code, name, cycle, standard_hours, mandatory, description, status)
     SELECT ${TID}, x.code, x.name, x.cycle, x.hours, x.mandatory, x.content, 'enabled' FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, cycle text, hours float8, mandatory boolean, content text)`,
    [JSON.stringify(TYPES.map(([code, name, cycle, hours, mandatory, content]) => ({ code, name, cycle, hours, mandatory, content })))]);
  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.trainPlan}) AS has`)) as [{ has: boolean }];
  if (has) return;
  const types = await sql.query<{ id: number; code: string; name: string; hours: number }>(`SELECT id, code, name, standard_hours::float8 AS hours FROM ${t.trainType} ORDER BY code`);
  const staff = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.staff} ORDER BY id`)).map((r) => r.id);
  const departments = (await sql.query<{ id: number }>(`SELECT id FROM ${pt.department} ORDER BY (name LIKE '%安全%') DESC, code`)).map((r) => r.id);
  if (!types.length || !staff.length || !departments.length) return;
  const random = prng(Number(p.tenantId) * 7919 + 11);
  const plans = p.tenantId === '1' ? 24 : 10;
  const planRows: unknown[][] = [];
  const meta: { start: string; hours: number; trainees: number[]; state: string; certificate: boolean }[] = [];
  for (let i = 0; i < plans; i++) {
    const type = types[i % types.length]!;
    // Oldest first, about every two weeks; the last two lie after SEED_END (未开始), the one before runs (进行中).
    const start = addDays(SEED_END, -((plans - 3 - i) * 15) - 1);
    const days = type.hours > 8 ? 3 : 1;
    const end = addDays(start, days - 1);
    const state = i >= plans - 2 ? 'planned' : i === plans - 3 ? 'ongoing' : i % 11 === 7 ? 'cancelled' : 'done';
    const size = Math.min(staff.length, 4 + Math.floor(random() * 6));
    const first = Math.floor(random() * staff.length);
    const trainees = Array.from({ length: size }, (_, k) => staff[(first + k) % staff.length]!);
    planRows.push([`PX${start.replaceAll('-', '').slice(0, 6)}-${String(i + 1).padStart(2, '0')}`, `${start.slice(0, 4)}年${type.name}（第${Math.floor(i / types.length) + 1}期）`, type.id, start, end,
      type.hours, PLACES[i % PLACES.length], TRAINERS[i % TRAINERS.length], departments[i % 3 === 2 ? Math.min(1, departments.length - 1) : 0], `{${trainees.join(',')}}`, state]);
    meta.push({ start, hours: type.hours, trainees, state, certificate: type.code === 'PX-06' || type.code === 'PX-01' });
  }
  const planIds = await insertMany(sql, t.trainPlan, ['code', 'title', 'type_id', 'start_date', 'end_date', 'hours', 'place', 'trainer', 'dept_id', 'trainees', 'state'], planRows);
  const records: unknown[][] = [];
  planIds.forEach((planId, i) => {
    const m = meta[i]!;
    if (m.state !== 'done' && m.state !== 'ongoing') return;
    m.trainees.forEach((staffId, k) => {
      const roll = random();
      const attendance = roll < 0.8 ? 'present' : roll < 0.88 ? 'late' : roll < 0.95 ? 'leave' : 'absent';
      const attended = attendance === 'present' || attendance === 'late';
      const score = attended ? Math.round((62 + random() * 38) * 10) / 10 : null;
      const result = score === null ? 'none' : score >= 60 ? 'pass' : 'fail';
      const hours = attended ? (attendance === 'late' ? Math.max(0.5, m.hours - 0.5) : m.hours) : 0;
      const certificateNo = m.certificate && result === 'pass' ? `ZS${m.start.replaceAll('-', '')}${String(k + 1).padStart(3, '0')}` : null;
      records.push([planId, staffId, m.start, attendance, hours, score, result, certificateNo]);
    });
  });
  await insertMany(sql, t.trainRecord, ['plan_id', 'staff_id', 'train_date', 'attendance', 'hours', 'score', 'result', 'certificate_no'], records);
}

/**
 * 考勤管理 (rykq) answers every call of its families (/cloud/rykq/*.smvc, /cloud/pdgl/api/v1/shiftTime,
 * /envcloud/hw/ht/api/v1): each resource's generic calls, the reports, paging and filters,
 * validation in Chinese, tenant isolation and refusal for a user without the system; and the
 * attendance computed from clock-ins: lateness beyond the grace counted in minutes, a missing
 * clock-out is 缺卡, an approved leave turns 旷工 into 请假, the month sheet's summaries equal its
 * cells and the records, roster saves are all-or-nothing and refuse overlaps, and the leave
 * workflow's steps check state and person.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPath, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
interface Page<T = Obj> { rows: T[]; total: number }
const rykq = await loadSystem('rykq');
const R = '/cloud/rykq';
const HT = '/envcloud/hw/ht/api/v1';


describe.each(backends)('rykq calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let leader: string;
  let head: string;
  const post = <T = Obj>(path: string, body: unknown = {}, as = token) => call<T>(server.base, path, { token: as, body });
  const owner = <T extends Obj>(text: string, params: unknown[] = []) => server.app.db.owner((sql) => sql.query<T>(text, params));
  const record = async (staffId: number, day: string) => (await post<Page>(`${R}/attendanceRecord/pageList.smvc`, { staffId, dayStart: day, dayEnd: day })).body.data.rows[0]!;

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    leader = await tokenFor(server.base, 'kqleader', 'KqLeader@2026');
    head = await tokenFor(server.base, 'kqhead', 'KqHead@2026');
  }, 400_000);
  afterAll(() => server?.stop());

  it.each(rykq.resources.map((r) => [r.key, r] as const))('%s: every call answers at its path', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource, { actions: false });
  });

  it.each(rykq.reports.map((r) => [r.key, r] as const))('report %s answers at its path', async (_key, report) => {
    const answer = report.method === 'GET' ? await call<Obj>(server.base, report.call, { token }) : await post<Obj>(report.call, {});
    expect(answer.body.result, answer.text.slice(0, 300)).toBe(0);
    const data = answer.body.data;
    const rows = Array.isArray(data) ? data : ((data as { rows?: unknown[] }).rows ?? [data]);
    expect(rows.length, report.key).toBeGreaterThan(0);
    if (report.export) {
      const file = await post(report.export, {});
      expect(file.status, report.export).toBe(200);
      expect(file.headers.get('content-disposition')).toContain('.xlsx');
    }
  });

  it('pdgl answers the shift times with GET', async () => {
    const answer = await call<Page>(server.base, '/cloud/pdgl/api/v1/shiftTime', { token });
    expect(answer.body.result).toBe(0);
    expect(answer.body.data.rows.map((r) => r.name)).toContain('夜班');
    expect(answer.body.data.rows.find((r) => r.name === '夜班')).toMatchObject({ startTime: '21:00', endTime: '05:00' });
  });

  it('validates in Chinese and writes nothing on bad input', async () => {
    const shift = await post(`${R}/shiftTime/save.smvc`, { code: 'X1', name: '测试班', startTime: '25:00', endTime: '17:00', breakMinutes: 60, lateGrace: 5, earlyGrace: 5, overtimeThreshold: 30, color: 'blue', status: 'enabled' });
    expect(shift.status).toBe(400);
    expect(shift.body.msg).toMatch(/时间|HH:mm/);
    const grace = await post(`${R}/shiftTime/save.smvc`, { code: 'X1', name: '测试班', startTime: '08:00', endTime: '17:00', breakMinutes: 60, lateGrace: 61, earlyGrace: 5, overtimeThreshold: 30, color: 'blue', status: 'enabled' });
    expect(grace.status).toBe(400);
    expect(grace.body.msg).toContain('迟到宽限');
    const [{ n }] = await owner<{ n: number }>(`SELECT count(*)::int AS n FROM rykq_shift WHERE code = 'X1'`);
    expect(n).toBe(0);
    const health = await post(`${HT}/personalHealthReport/save`, { reportDate: '2026-11-01', staffId: 1, deptId: 1, temperature: 45, healthState: 'normal', fitForWork: true });
    expect(health.status).toBe(400);
    expect(health.body.msg).toContain('体温');
    const fill = await post(`${HT}/dataFill/save`, { month: '2026-13', deptId: 1, headcount: 1, attendanceDays: 1, leaveDays: 0, overtimeHours: 0, injuries: 0, fillState: 'draft', filler: '张三' });
    expect(fill.status).toBe(400);
    expect(fill.body.msg).toContain('YYYY-MM');
    for (const bad of [{ startDate: '2026-11-31', endDate: '2026-11-01' }, { startDate: 'x', endDate: 'y' }]) {
      const daily = await post(`${R}/dailyReport/pageList.smvc`, bad);
      expect(daily.status).toBe(400);
      expect(daily.body.msg).toMatch(/日期/);
    }
    const month = await post(`${R}/monthReport/pageList.smvc`, { month: '2026-1' });
    expect(month.status).toBe(400);
    const old = await post<Page>(`${HT}/approvalInfo/pageList`, { startDate: '2021-01-01', endDate: '2021-01-31' });
    expect(old.body.data.total).toBe(0);
    const badKind = await post(`${HT}/approvalInfo/logPageList`, { kind: 'trip' });
    expect(badKind.status).toBe(400);
    expect(badKind.body.msg).toContain('审批类型');
  });

  it('dataFill answers get, save and update at the ht family', async () => {
    const [dept] = await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' ORDER BY id LIMIT 1`);
    const saved = await post<Obj>(`${HT}/dataFill/save`, { month: '2026-06', deptId: dept!.id, headcount: 12, attendanceDays: 250, leaveDays: 6, overtimeHours: 30.5, injuries: 0, fillState: 'draft', filler: '考勤员' });
    expect(saved.body.result, saved.text).toBe(0);
    const id = saved.body.data.id as number;
    const got = await call<Obj>(server.base, `${HT}/dataFill/get`, { token, query: { id: String(id) } });
    expect(got.body.data).toMatchObject({ month: '2026-06', headcount: 12, overtimeHours: 30.5 });
    const updated = await post<Obj>(`${HT}/dataFill/update`, { id, headcount: 13, fillState: 'submitted' });
    expect(updated.body.data).toMatchObject({ headcount: 13, fillState: 'submitted' });
  });

  it('keeps tenants apart and refuses users without the system', async () => {
    const t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    const mine = await post<Page>(`${R}/attendanceRecord/pageList.smvc`, {}, t2);
    const [{ n }] = await owner<{ n: number }>(`SELECT count(*)::int AS n FROM rykq_attendance_record WHERE tenant_id = '2'`);
    expect(mine.body.data.total).toBe(n);
    const one = (await post<Page>(`${R}/attendanceRecord/pageList.smvc`, { pageSize: 1 })).body.data.rows[0]!;
    const other = await call(server.base, `${R}/attendanceRecord/getOne.smvc`, { token: t2, query: { id: String(one.id) } });
    expect(other.body.result).not.toBe(0);
    const tree = await call<{ label: string }[]>(server.base, `${R}/permission/loadPermissionTree.smvc`, { token: t2 });
    expect(tree.body.data.map((n) => n.label)).toEqual(['滨江区城市管理局']);
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of [`${R}/shiftTime/pageList.smvc`, `${R}/monthReport/pageList.smvc`, `${HT}/approvalInfo/pageList`, `${HT}/approvalInfo/webApprove`, `${R}/schedule/saveRoster.smvc`]) {
      const refused = await post(path, {}, ops);
      expect(refused.status, path).toBe(403);
    }
  });

  /** A person and a Sunday with a Saturday before it, both 休息 without clock-ins (a fixed group's weekend). */
  async function restDays(skip = 0): Promise<{ staffId: number; day: string }> {
    const rows = await owner<{ staff: number; day: string }>(
      `SELECT r.staff_id AS staff, to_char(r.day, 'YYYY-MM-DD') AS day FROM rykq_attendance_record r
        WHERE r.tenant_id = '1' AND r.status = 'rest' AND extract(isodow FROM r.day) = 7 AND r.day < (SELECT max(day) - 7 FROM rykq_attendance_record WHERE tenant_id = '1')
          AND EXISTS (SELECT 1 FROM rykq_attendance_record p WHERE p.tenant_id = '1' AND p.staff_id = r.staff_id AND p.day = r.day - 1 AND p.status = 'rest')
          AND NOT EXISTS (SELECT 1 FROM rykq_clock_record c WHERE c.tenant_id = '1' AND c.staff_id = r.staff_id AND c.clock_time::date BETWEEN r.day - 1 AND r.day + 1)
          AND NOT EXISTS (SELECT 1 FROM rykq_leave l WHERE l.tenant_id = '1' AND l.staff_id = r.staff_id)
        ORDER BY r.day DESC, r.staff_id LIMIT 1 OFFSET $1`, [skip]);
    return { staffId: rows[0]!.staff, day: rows[0]!.day };
  }
  const shiftId = async (code: string) => (await owner<{ id: number }>(`SELECT id FROM rykq_shift WHERE tenant_id = '1' AND code = $1`, [code]))[0]!.id;
  const plan = (staffId: number, day: string, value: number | null) => post(`${R}/schedule/saveRoster.smvc`, { month: day.slice(0, 7), changes: [{ row: staffId, day, value }] });

  it('computes 迟到 from a clock-in 7 minutes after the start with 5 minutes grace, and 缺卡 without a clock-out', async () => {
    const { staffId, day } = await restDays();
    const white = await shiftId('BB');
    const saved = await plan(staffId, day, white);
    expect(saved.body.result, saved.text).toBe(0);
    expect(await record(staffId, day)).toMatchObject({ status: 'absent', shiftId: white });
    const first = await post(`${R}/clockmanage/correct.smvc`, { staffId, clockTime: `${day} 08:07:00`, reason: '门禁故障' });
    expect(first.body.result, first.text).toBe(0);
    expect(await record(staffId, day)).toMatchObject({ status: 'missing', lateMinutes: 7, clockIn: `${day} 08:07:00`, clockOut: null });
    await post(`${R}/clockmanage/correct.smvc`, { staffId, clockTime: `${day} 17:02:00`, reason: '门禁故障' });
    expect(await record(staffId, day)).toMatchObject({ status: 'late', lateMinutes: 7, earlyMinutes: 0, workHours: 7.88, note: '含补卡' });
    const noReason = await post(`${R}/clockmanage/correct.smvc`, { staffId, clockTime: `${day} 17:05:00` });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('原因');
  });

  it('turns 旷工 into 请假 when a leave applied by one user is approved by another, and logs each step', async () => {
    const { staffId, day } = await restDays(1);
    await plan(staffId, day, await shiftId('BB'));
    expect((await record(staffId, day)).status).toBe('absent');
    const [staff] = await owner<{ dept: number }>(`SELECT dept_id AS dept FROM platform_staff WHERE id = $1`, [staffId]);
    // The leave goes to the team leader of the person's department; kqleader leads 东区收运队.
    const [d111] = await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' AND code = 'd111'`);
    const applied = await post<Obj>(`${R}/leaveManage/save.smvc`, { staffId, deptId: d111!.id, leaveType: 'sick', startTime: `${day} 08:00:00`, endTime: `${day} 17:00:00`, days: 1, reason: '发热就医' });
    expect(applied.body.result, applied.text).toBe(0);
    expect(applied.body.data).toMatchObject({ state: 'toLeader' });
    const id = applied.body.data.id as number;
    // Wrong person: the department head may not take the team leader's step; wrong state: headApprove on toLeader.
    const wrongPerson = await post(`${R}/leaveManage/leaderApprove.smvc`, { id, outcome: 'pass' }, head);
    expect(wrongPerson.status).toBe(403);
    expect(wrongPerson.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const wrongState = await post(`${R}/leaveManage/headApprove.smvc`, { id, outcome: 'pass' }, head);
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.msg).toContain('待班组长审批');
    const approved = await post<Obj>(`${HT}/approvalInfo/webApprove`, { kind: 'leave', id, outcome: 'pass', note: '同意' }, leader);
    expect(approved.body.result, approved.text).toBe(0);
    expect(approved.body.data).toMatchObject({ state: 'approved' });
    expect(await record(staffId, day)).toMatchObject({ status: 'leave', leaveId: id });
    const log = await post<Page>(`${HT}/approvalInfo/logPageList`, { kind: 'leave', id });
    expect(log.body.data.rows.map((r) => r.label)).toEqual(['班组长审批', '提交申请']);
    const again = await post(`${HT}/approvalInfo/webApprove`, { kind: 'leave', id, outcome: 'pass' }, leader);
    expect(again.status).toBe(400);
    void staff;
  });

  it('sends a leave of more than three days on to the department head', async () => {
    const [d111] = await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' AND code = 'd111'`);
    const [person] = await owner<{ id: number }>(`SELECT id FROM platform_staff WHERE tenant_id = '1' AND dept_id = $1 ORDER BY id DESC LIMIT 1`, [d111!.id]);
    const applied = await post<Obj>(`${R}/leaveManage/save.smvc`, { staffId: person!.id, deptId: d111!.id, leaveType: 'personal', startTime: '2026-12-07 08:00:00', endTime: '2026-12-11 17:00:00', days: 5, reason: '回老家处理房屋过户' });
    const id = applied.body.data.id as number;
    const first = await post<Obj>(`${R}/leaveManage/leaderApprove.smvc`, { id, outcome: 'pass' }, leader);
    expect(first.body.data).toMatchObject({ state: 'toHead' });
    const second = await post<Obj>(`${R}/leaveManage/headApprove.smvc`, { id, outcome: 'pass', note: '同意' }, head);
    expect(second.body.data).toMatchObject({ state: 'approved' });
    const pending = await post<Page>(`${HT}/approvalInfo/pageList`, { kind: 'leave', state: 'approved', pageSize: 50 });
    expect(pending.body.data.rows.some((r) => r.recordId === id)).toBe(true);
  });

  it('refuses a leave beyond the quota of its type in Chinese, writing nothing, and counts waiting leaves', async () => {
    const [d111] = await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' AND code = 'd111'`);
    // A person of 东区收运队 with 2026's 调休 quota, and what of it is taken or waiting.
    const [q] = await owner<{ staff: number; quota: number; approved: number; pending: number }>(
      `SELECT q.staff_id AS staff, q.quota_days::float8 AS quota,
              coalesce((SELECT sum(days) FROM rykq_leave l WHERE l.tenant_id = '1' AND l.staff_id = q.staff_id AND l.leave_type = 'compensatory'
                          AND extract(year FROM l.start_time) = 2026 AND l.state = 'approved'), 0)::float8 AS approved,
              coalesce((SELECT sum(days) FROM rykq_leave l WHERE l.tenant_id = '1' AND l.staff_id = q.staff_id AND l.leave_type = 'compensatory'
                          AND extract(year FROM l.start_time) = 2026 AND l.state IN ('toLeader', 'toHead')), 0)::float8 AS pending
         FROM rykq_leave_quota q JOIN platform_staff s ON s.id = q.staff_id
        WHERE q.tenant_id = '1' AND s.dept_id = $1 AND q.year = 2026 AND q.leave_type = 'compensatory' ORDER BY q.staff_id LIMIT 1`, [d111!.id]);
    const left = q!.quota - q!.approved - q!.pending;
    expect(left).toBeGreaterThanOrEqual(1);
    const apply = (days: number, day: string) => post<Obj>(`${R}/leaveManage/save.smvc`, { staffId: q!.staff, deptId: d111!.id, leaveType: 'compensatory', startTime: `${day} 08:00:00`, endTime: `${day} 17:00:00`, days, reason: '周末加班调休' });
    const count = async () => (await owner<{ n: number }>(`SELECT count(*)::int AS n FROM rykq_leave WHERE tenant_id = '1' AND staff_id = $1`, [q!.staff]))[0]!.n;
    const before = await count();
    const over = await apply(left + 1, '2026-12-14');
    expect(over.status, over.text).toBe(400);
    expect(over.body.msg).toBe(`调休余额不足：2026 年额度 ${q!.quota} 天，已批准 ${q!.approved} 天，审批中 ${q!.pending} 天，本次申请 ${left + 1} 天`);
    expect(await count()).toBe(before);
    // Exactly the balance is allowed; while it waits, one more day is refused.
    const exact = await apply(left, '2026-12-15');
    expect(exact.body.result, exact.text).toBe(0);
    const more = await apply(1, '2026-12-21');
    expect(more.status).toBe(400);
    expect(more.body.msg).toContain(`本次申请 1 天`);
    expect(await count()).toBe(before + 1);
    // The seeded leaves keep within their quotas: no balance below zero, waiting leaves included.
    type Balance = { staffName: string; leaveTypeLabel: string; quotaDays: number; usedDays: number; pendingDays: number };
    const balances: Balance[] = [];
    for (let pageNum = 1; pageNum === 1 || balances.length === (pageNum - 1) * 500; pageNum++) {
      balances.push(...(await post<Page<Balance>>(`${R}/leaveManage/balance.smvc`, { pageNum, pageSize: 500 })).body.data.rows);
    }
    expect(balances.length).toBeGreaterThan(100);
    expect(balances.filter((b) => Number(b.usedDays) + Number(b.pendingDays) > Number(b.quotaDays))).toEqual([]);
    // A second quota of the same person, year and type is refused too.
    const twin = await post(`${R}/leaveQuota/save.smvc`, { staffId: q!.staff, year: 2026, leaveType: 'compensatory', quotaDays: 5 });
    expect(twin.status).toBe(400);
    expect(twin.body.msg).toBe('该人员 2026 年已有调休额度，请修改原额度');
  });

  it('saves a roster all or nothing and refuses overlapping shifts and too many days in a row', async () => {
    const [first] = await owner<{ month: string; staff: number }>(
      `SELECT to_char(min(sc.day), 'YYYY-MM') AS month, (SELECT member_ids[1] FROM rykq_attendance_group WHERE tenant_id = '1' ORDER BY id LIMIT 1) AS staff
         FROM rykq_schedule sc WHERE sc.tenant_id = '1'`);
    const { month, staff } = first!;
    const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
    const save = (changes: { day: string; value: number | null }[]) => post(`${R}/schedule/saveRoster.smvc`, { month, changes: changes.map((c) => ({ row: staff, ...c })) });
    const count = async () => (await owner<{ n: number }>(`SELECT count(*)::int AS n FROM rykq_schedule WHERE tenant_id = '1' AND staff_id = $1`, [staff]))[0]!.n;
    const span = (from: number, to: number, value: number | null) => Array.from({ length: to - from + 1 }, (_, i) => ({ day: day(from + i), value }));
    const [night, office] = [await shiftId('YB'), await shiftId('XZ')];
    const dawn = (await post<Obj>(`${R}/shiftTime/save.smvc`, { code: 'LC', name: '凌晨班', startTime: '04:00', endTime: '12:00', breakMinutes: 30, lateGrace: 5, earlyGrace: 5, overtimeThreshold: 30, color: 'grey', status: 'enabled' })).body.data.id as number;
    expect((await save(span(10, 19, null))).body.result).toBe(0);
    const cleared = await count();
    expect((await save([{ day: day(13), value: night }])).body.result).toBe(0);
    // 夜班 ends at 05:00 the next morning, after a 凌晨班 starting at 04:00 began.
    const overlap = await save([{ day: day(16), value: office }, { day: day(14), value: dawn }]);
    expect(overlap.status).toBe(400);
    expect(overlap.body.msg).toContain('重叠');
    const tooMany = await save(span(12, 18, office));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toContain('连续上班超过 6 天');
    expect(await count()).toBe(cleared + 1);
    const six = await save(span(12, 17, office));
    expect(six.body.result, six.text).toBe(0);
    expect(await count()).toBe(cleared + 6);
    const unknown = await save([{ day: day(12), value: 999_999 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('班次');
    const outside = await save([{ day: '2020-01-01', value: null }]);
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toContain('不在');
  });

  it('the month sheet: cells are the records, the summaries count the cells and sum the records', async () => {
    const month = (await owner<{ m: string }>(`SELECT to_char(max(day), 'YYYY-MM') AS m FROM rykq_attendance_record WHERE tenant_id = '1'`))[0]!.m;
    const sheet = await post<{ rows: Obj[]; columns: { key: string }[]; totals: Obj }>(`${R}/monthReport/pageList.smvc`, { month });
    expect(sheet.body.result, sheet.text).toBe(0);
    const { rows, columns, totals } = sheet.body.data;
    const records = await owner<{ staff: number; day: number; status: string; late: number; ot: number }>(
      `SELECT staff_id AS staff, extract(day FROM day)::int AS day, status, late_minutes AS late, overtime_hours AS ot FROM rykq_attendance_record
        WHERE tenant_id = '1' AND to_char(day, 'YYYY-MM') = $1`, [month]);
    expect(rows.length).toBe(new Set(records.map((r) => r.staff)).size);
    for (const row of rows.slice(0, 20)) {
      const mine = records.filter((r) => r.staff === row.row);
      for (const r of mine) expect(row[`d${String(r.day).padStart(2, '0')}`]).toBe(r.status);
      const cells = columns.map((c) => row[c.key]);
      expect(row.absent).toBe(cells.filter((v) => v === 'absent').length);
      expect(row.leave).toBe(mine.filter((r) => r.status === 'leave').length);
      expect(row.lateCount).toBe(cells.filter((v) => v === 'late' || v === 'lateEarly').length);
      expect(row.lateMinutes).toBe(mine.reduce((s, r) => s + r.late, 0));
      expect(row.overtimeHours).toBeCloseTo(mine.reduce((s, r) => s + r.ot, 0), 1);
    }
    expect(totals.absent).toBe(records.filter((r) => r.status === 'absent').length);
    expect(totals.leave).toBe(records.filter((r) => r.status === 'leave').length);
    const file = await post(`${R}/monthReport/export.smvc`, { month });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await (await fetch(new URL(`${R}/monthReport/export.smvc`, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ month }) })).arrayBuffer()) as never);
    expect(file.status).toBe(200);
    const ws = book.worksheets[0]!;
    expect(String(ws.getRow(3).getCell(2).value)).toBe('1日');
    expect(['√', '迟', '早', '迟早', '缺', '旷', '假', '休', '加']).toContain(String(ws.getRow(4).getCell(2).value));
  });

  it('daily report figures equal the records of the day', async () => {
    const [last] = await owner<{ day: string }>(`SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM rykq_attendance_record WHERE tenant_id = '1'`);
    const daily = await post<Page>(`${R}/dailyReport/pageList.smvc`, { startDate: last!.day, endDate: last!.day, pageSize: 100 });
    const [sum] = await owner<{ absent: number; leave: number }>(
      `SELECT count(*) FILTER (WHERE status = 'absent')::int AS absent, count(*) FILTER (WHERE status = 'leave')::int AS leave FROM rykq_attendance_record WHERE tenant_id = '1' AND day = $1::date`, [last!.day]);
    expect(daily.body.data.rows.reduce((s, r) => s + Number(r.absent), 0)).toBe(sum!.absent);
    expect(daily.body.data.rows.reduce((s, r) => s + Number(r.leave), 0)).toBe(sum!.leave);
  });

  it('the roster grid lists a group with its palette and the week before', async () => {
    const [group] = await owner<{ id: number; members: number[] }>(`SELECT id, member_ids AS members FROM rykq_attendance_group WHERE tenant_id = '1' AND schedule_type = 'roster' ORDER BY id LIMIT 1`);
    const grid = await post<{ days: Obj[]; palette: Obj[]; rows: { id: number; cells: Obj }[] }>(`${R}/schedule/rosterGrid.smvc`, { month: '2026-11', groupId: group!.id });
    expect(grid.body.result, grid.text).toBe(0);
    expect(grid.body.data.days).toHaveLength(30);
    expect(grid.body.data.palette.map((p) => p.label)).toEqual(expect.arrayContaining(['早班', '白班', '行政班', '中班', '夜班']));
    expect(grid.body.data.rows.map((r) => r.id).sort()).toEqual([...group!.members].sort());
    expect(Object.keys(grid.body.data.rows[0]!.cells).some((d) => d < '2026-11-01')).toBe(true);
  });

  it('refuses state actions without a record in Chinese', async () => {
    for (const resource of rykq.resources) {
      for (const a of resource.actions ?? []) {
        const answer = await post(actionPath(resource, a));
        expect(answer.status, a.call).toBe(400);
        expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
  });
});

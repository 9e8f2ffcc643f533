/**
 * 问题上报 配置 and 分析 (spec §7): common types/persons/expressions, dept areas with the near
 * list (ordered by distance), the dept type tree, the analysis lists, kanban, dept review with
 * its on-time rate and work-unit statistics, each checked against the problem table; the 督查
 * (zhj) calls. Fixture problems with known times are added to whatever the seed holds.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
type Rows = { rows: Obj[]; total: number; totals?: Obj };
const RANGE = { startDate: '2026-09-01', endDate: '2026-11-30' };

describe.each(backends)('wtsb 配置 and 分析 (%s)', (backend) => {
  let server: Running;
  let token: string;
  let problems: Obj[] = [];
  const post = <T = Rows>(path: string, body: unknown = {}) => call<T>(server.base, path, { token, body });

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    // Fixture cases in every state, with sign and finish times an hour apart per step.
    await server.app.db.tenant('1', async (sql) => {
      await sql.query(
        `INSERT INTO wtsb_problem (tenant_id, code, title, description, type_id, source, urgency, address, report_time, dept_id, state, handle_hours, deadline, sign_time, finish_time, close_time, is_read)
         SELECT '1', 'AJT' || lpad(n::text, 6, '0'), '测试问题' || n, '测试描述', t.id, 'patrol', 'normal', '测试地址',
                timestamp '2026-10-01 08:00' + make_interval(days => n % 40, hours => n % 5), c.id,
                (ARRAY['toDispatch','toSign','handling','refused','center','toReview','closed'])[1 + n % 7], 4 + n % 3 * 4,
                timestamp '2026-10-01 08:00' + make_interval(days => n % 40, hours => 20 - n % 30),
                CASE WHEN n % 7 >= 2 THEN timestamp '2026-10-01 08:00' + make_interval(days => n % 40, hours => n % 5 + 1 + n % 3) END,
                CASE WHEN n % 7 >= 5 THEN timestamp '2026-10-01 08:00' + make_interval(days => n % 40, hours => n % 5 + 4 + n % 9) END,
                CASE WHEN n % 7 = 6 THEN timestamp '2026-10-01 08:00' + make_interval(days => n % 40, hours => n % 5 + 20) END, false
           FROM generate_series(1, 120) n,
                LATERAL (SELECT id FROM wtsb_problem_type WHERE parent_id IS NOT NULL ORDER BY code OFFSET n % 6 LIMIT 1) t,
                LATERAL (SELECT id FROM platform_company ORDER BY id OFFSET n % 3 LIMIT 1) c`,
      );
    });
    const first = await post<Rows>('/cloud/wtsb/problem/page', { pageSize: 500, reportTimeStart: RANGE.startDate, reportTimeEnd: RANGE.endDate });
    problems = first.body.data.rows;
    for (let page = 2; problems.length < first.body.data.total; page++) {
      problems.push(...(await post<Rows>('/cloud/wtsb/problem/page', { pageSize: 500, pageNum: page, ...{ reportTimeStart: RANGE.startDate, reportTimeEnd: RANGE.endDate } })).body.data.rows);
    }
  });
  afterAll(() => server?.stop());

  const countBy = (key: string, list = problems) => {
    const out = new Map<string, number>();
    for (const p of list) out.set(String(p[key]), (out.get(String(p[key])) ?? 0) + 1);
    return out;
  };

  it('common types, persons and useful expressions: load, addUpdate, delete', async () => {
    for (const path of ['commonType', 'commonPerson', 'usefulExpression']) {
      const loaded = await post(`/cloud/wtsb/${path}/load`, {});
      expect(loaded.body.result, path).toBe(0);
      expect(loaded.body.data.total, path).toBeGreaterThan(2);
    }
    const added = await post<Obj>('/cloud/wtsb/usefulExpression/addUpdate', { content: '请于两小时内处置完毕。', scene: 'dispatch', sort: 20 });
    expect(added.body.result, added.body.msg).toBe(0);
    const changed = await post<Obj>('/cloud/wtsb/usefulExpression/addUpdate', { id: added.body.data.id, scene: 'handle' });
    expect(changed.body.data.scene).toBe('handle');
    const removed = await post<Obj>('/cloud/wtsb/usefulExpression/delete', { ids: String(added.body.data.id) });
    expect(removed.body.data).toMatchObject({ deleted: 1 });
  });

  it('dept areas: page, list, save, delete and the near list ordered by distance', async () => {
    const page = (await post('/cloud/wtsb/deptArea/page', { pageSize: 100 })).body.data;
    const list = (await post('/cloud/wtsb/deptArea/list', {})).body.data;
    expect(page.total).toBeGreaterThan(2);
    expect(list.rows).toHaveLength(page.total);
    const [lng, lat] = String(page.rows[0]!.center).split(',').map(Number);
    const near = (await post('/cloud/wtsb/deptArea/nearList', { location: `${lng! + 0.001},${lat}`, distance: 20000 })).body.data.rows;
    expect(near.length).toBeGreaterThan(1);
    const distances = near.map((r) => Number(r.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near[0]!.name).toBe(page.rows[0]!.name);
    // 0.001° of longitude at this latitude is about 96 m.
    expect(distances[0]).toBeGreaterThan(80);
    expect(distances[0]).toBeLessThan(110);
    expect(near[0]!.inside).toBe('是');
    const bad = await post('/cloud/wtsb/deptArea/nearList', { location: '999,30' });
    expect(bad.status).toBe(400);
    const saved = await post<Obj>('/cloud/wtsb/deptArea/save', { name: '临时区域', deptId: page.rows[0]!.deptId, center: '120.1,30.2', radius: 500, dutyStart: '06:00', dutyEnd: '22:00', shape: 'circle' });
    expect(saved.body.result, saved.body.msg).toBe(0);
    expect((await post<Obj>('/cloud/wtsb/deptArea/delete', { ids: String(saved.body.data.id) })).body.data).toMatchObject({ deleted: 1 });
  });

  it('dept types: list and tree', async () => {
    const list = (await post('/cloud/wtsb/deptType/list', {})).body.data.rows;
    type Node = Obj & { children: Node[] };
    const tree = (await call<Node[]>(server.base, '/cloud/wtsb/deptType/tree', { token })).body.data;
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    expect(flat(tree)).toHaveLength(list.length);
    expect(tree.length).toBe(list.filter((r) => r.parentId === null).length);
    expect(tree.find((r) => r.name === '街道')?.children.map((c) => c.code)).toContain('SQ');
  });

  it('analysis lists agree with the problem table', async () => {
    const byState = (await post('/cloud/wtsb/analysis/stateList', RANGE)).body.data;
    const states = countBy('state');
    expect(byState.rows).toHaveLength(states.size);
    for (const r of byState.rows) expect(r.problems, String(r.state)).toBe(states.get(String(r.state)));
    expect(byState.totals?.problems).toBe(problems.length);
    const byType = (await post('/cloud/wtsb/analysis/typeList', RANGE)).body.data;
    const types = countBy('typeId');
    for (const r of byType.rows) expect(r.problems).toBe(types.get(String(r.typeId)));
    expect(byType.rows[0]!.typeIdLabel).toEqual(expect.any(String));
    const byDept = (await post('/cloud/wtsb/analysis/deptList', RANGE)).body.data;
    const depts = countBy('deptId');
    for (const r of byDept.rows) expect(r.problems).toBe(depts.get(String(r.deptId)));
    const byDay = (await post('/cloud/wtsb/analysis/reportTimeList', RANGE)).body.data;
    const days = new Map<string, number>();
    for (const p of problems) days.set(String(p.reportTime).slice(0, 10), (days.get(String(p.reportTime).slice(0, 10)) ?? 0) + 1);
    for (const r of byDay.rows) expect(r.problems, String(r.date)).toBe(days.get(String(r.date)));
    const closed = (await post('/cloud/wtsb/analysis/closedList', RANGE)).body.data;
    expect(closed.rows.reduce((s, r) => s + Number(r.closed), 0)).toBe(problems.filter((p) => p.state === 'closed').length);
  });

  it('response and handle times per department', async () => {
    const hours = (a: unknown, b: unknown) => (Date.parse(String(b).replace(' ', 'T')) - Date.parse(String(a).replace(' ', 'T'))) / 3_600_000;
    const details = await Promise.all(problems.filter((p) => p.deptId !== null).slice(0, 500).map((p) => post<Obj>('/cloud/wtsb/problem/info', { id: p.id })));
    const full = details.map((d) => d.body.data);
    for (const [path, from, to] of [['responseTimeList', 'reportTime', 'signTime'], ['handleTimeList', 'signTime', 'finishTime']] as const) {
      const rows = (await post(`/cloud/wtsb/analysis/${path}`, RANGE)).body.data.rows;
      expect(rows.length, path).toBeGreaterThan(0);
      for (const r of rows) {
        const mine = full.filter((p) => p.deptId === r.deptId && p[from] && p[to]);
        expect(r.problems, `${path} ${String(r.deptLabel)}`).toBe(mine.length);
        const avg = mine.reduce((s, p) => s + hours(p[from], p[to]), 0) / mine.length;
        expect(r.avgHours).toBeCloseTo(avg, 0);
        expect(Number(r.maxHours)).toBeGreaterThanOrEqual(Number(r.avgHours));
      }
    }
  });

  it('kanban stats, work-unit statistics (with export) and the work-unit analysis', async () => {
    const stats = (await post('/cloud/wtsb/kanban/stats', RANGE)).body.data.rows[0]!;
    expect(stats.problems).toBe(problems.length);
    expect(stats.closed).toBe(problems.filter((p) => p.state === 'closed').length);
    expect(Number(stats.open) + Number(stats.closed)).toBe(problems.length);
    const units = (await post('/cloud/wtsb/workUnit/problemStats', RANGE)).body.data.rows;
    expect(units.reduce((s, r) => s + Number(r.problems), 0)).toBe(problems.length);
    for (const r of units) expect(r.closedRate).toBeCloseTo((100 * Number(r.closed)) / Number(r.problems), 1);
    const response = await fetch(new URL('/cloud/wtsb/workUnit/export', server.base), {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(RANGE).toString(),
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    // A title row and a row of period and filters come before the header (exports, issue 15).
    expect(book.worksheets[0]!.getRow(3).getCell(1).value).toBe('作业单位');
    expect(book.worksheets[0]!.rowCount).toBe(units.length + 3);
    const analysis = (await post('/cloud/wtsb/workUnit/analysis', { ...RANGE, pageSize: 100 })).body.data;
    expect(analysis.totals?.problems).toBe(problems.length);
  });

  it('dept review: pageList, save, update, delete, and the on-time rate beside the score', async () => {
    const page = (await post('/cloud/wtsb/deptReview/pageList', { pageSize: 100 })).body.data;
    expect(page.total).toBeGreaterThan(2);
    const saved = await post<Obj>('/cloud/wtsb/deptReview/save', { month: '2026-10', deptId: problems.find((p) => p.deptId)!.deptId, score: 91.5 });
    expect(saved.body.result, saved.body.msg).toBe(0);
    expect((await post<Obj>('/cloud/wtsb/deptReview/update', { id: saved.body.data.id, score: 92 })).body.data.score).toBe(92);
    expect((await post<Obj>('/cloud/wtsb/deptReview/save', { month: '2026-1', deptId: saved.body.data.deptId, score: 90 })).status).toBe(400);
    const rates = (await post('/cloud/wtsb/deptReview/rateList', { month: '2026-10' })).body.data.rows;
    const mine = rates.find((r) => r.id === saved.body.data.id)!;
    expect(mine.score).toBe(92);
    expect(Number(mine.handled)).toBeGreaterThan(0);
    expect(Number(mine.onTime)).toBeLessThanOrEqual(Number(mine.handled));
    expect(mine.onTimeRate).toBeCloseTo((100 * Number(mine.onTime)) / Number(mine.handled), 1);
    expect((await post<Obj>('/cloud/wtsb/deptReview/delete', { ids: String(saved.body.data.id) })).body.data).toMatchObject({ deleted: 1 });
  });

  it('zhj: subjects, check groups, areas, columns, field config and garbage per station', async () => {
    for (const path of ['loadCheckGroupList', 'loadSubjectList', 'loadAllCheckGroupList', 'loadAllSubjectList', 'loadAllAreas']) {
      const answer = await post(`/cloud/zhj/subjectManage/${path}`, {});
      expect(answer.body.result, path).toBe(0);
      expect(answer.body.data.rows.length, path).toBeGreaterThan(0);
    }
    const areas = (await post('/cloud/zhj/subjectManage/loadAllAreas', {})).body.data.rows;
    const subjects = (await post('/cloud/zhj/subjectManage/loadAllSubjectList', {})).body.data.rows;
    expect(areas.reduce((s, a) => s + Number(a.subjects), 0)).toBe(subjects.filter((s) => s.regionId !== null).length);
    const created = await post<Obj>('/cloud/zhj/column/create', { name: '测试栏目', code: 'testCol', sort: 9, visible: true });
    expect(created.body.result, created.body.msg).toBe(0);
    expect((await post('/cloud/zhj/column/getList', {})).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'testCol' })]));
    expect((await post<Obj>('/cloud/zhj/column/update', { id: created.body.data.id, visible: false })).body.data.visible).toBe(false);
    expect((await post('/cloud/zhj/column/pageList', { name: '测试' })).body.data.total).toBe(1);
    expect((await post<Obj>('/cloud/zhj/column/delete', { ids: String(created.body.data.id) })).body.data).toMatchObject({ deleted: 1 });
    const config = await post<Obj>('/cloud/zhj/fieldConfig/list', {});
    expect(config.body.data.defaultHandleHours).toEqual(expect.any(Number));
    const transed = (await post('/cloud/zhj/facTransedGarNum', { startDate: '2026-10-01', endDate: '2026-10-31' })).body.data;
    expect(transed.rows.length).toBeGreaterThan(0);
    expect(transed.rows[0]).toMatchObject({ stationLabel: expect.any(String), garbageTypeLabel: expect.any(String) });
    const month = (await post<{ totals: Obj }>('/cloud/zhj/garTypeDailyReport', { month: '2026-10' })).body.data;
    expect(transed.totals?.netWeight).toBeCloseTo(Number(month.totals.total), 1);
  });
});

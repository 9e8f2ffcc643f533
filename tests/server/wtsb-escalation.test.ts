/**
 * Issue 13, escalation on boards and delay requests: the workflow report's live figures equal
 * the totals of the list calls they open (same clock, same conditions); 申请延期 is a request the
 * command center approves (the deadline moves) or rejects (it stays), each step logged, refused
 * from the wrong state (400), by the wrong person or by the requester himself (403), and a second
 * request while one is pending is refused (400) — nothing written on a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, type Running } from './helpers';
import { BASE, people, post, report, snapshot, type People } from './wtsb-helpers';

type Obj = Record<string, unknown>;
interface Page { rows: Obj[]; total: number }

describe.each(backends)('wtsb escalation and delay requests (%s)', (backend) => {
  let server: Running;
  let who: People;

  beforeAll(async () => {
    server = await startServer(backend);
    who = await people(server);
  });
  afterAll(() => server?.stop());

  const page = async (filters: Obj) => (await post<Page>(server, who.dispatcher, `${BASE}/page`, { pageSize: 500, ...filters })).body.data;
  const figures = async (path = 'figures', body: Obj = {}) => {
    const answer = await post<{ rows: Obj[] }>(server, who.dispatcher, `${BASE}/${path}`, body);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data.rows;
  };
  const log = async (id: number) => (await call<Obj[]>(server.base, `${BASE}/actionList`, { token: who.dispatcher, query: { id: String(id) } })).body.data;

  // First, before other tests add requests of their own.
  it('seeds a few cases with pending delay requests, each asking a date after its deadline', async () => {
    const rows = await server.app.db.owner((sql) =>
      sql.query<{ state: string; late: boolean; applicant: boolean; logged: boolean }>(
        `SELECT p.state, p.delay_date <= p.deadline::date AS late, p.delay_applicant_id = p.handler_id AS applicant,
                (SELECT a.transition FROM workflow_action a WHERE a.table_name = 'wtsb_problem' AND a.record_id = p.id ORDER BY a.id DESC LIMIT 1) = 'delayApply' AS logged
           FROM wtsb_problem p WHERE p.tenant_id = '1' AND p.delay_pending AND p.code LIKE 'AJ%'`,
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toEqual({ state: 'handling', late: false, applicant: true, logged: true });
  });

  it('counts open, overdue, escalated, raised, center and per-state figures equal to the lists', async () => {
    // One case due within the hour, one overdue in 待签收 (escalated), so every figure has something.
    const soon = await report(server, who.inspector, who.typeId, '垃圾桶满溢');
    const late = await report(server, who.inspector, who.typeId, '道路积水');
    await server.app.db.owner(async (sql) => {
      await sql.query(`UPDATE wtsb_problem SET deadline = localtimestamp(0) + interval '1 hour' WHERE id = $1`, [soon.id]);
      await sql.query(`UPDATE wtsb_problem SET deadline = localtimestamp(0) - interval '2 hours' WHERE id = $1`, [late.id]);
    });
    const [f] = await figures('figures', { startDate: '2020-01-01', endDate: '2020-01-01' });
    expect(f!.overdue).toBe((await page({ scope: 'overdue' })).total);
    expect(f!.centerQueue).toBe((await page({ scope: 'center' })).total);
    expect(f!.toSign).toBe((await page({ state: 'toSign' })).total);
    expect(f!.handling).toBe((await page({ state: 'handling' })).total);
    const all = await page({});
    expect(f!.open).toBe(all.total - (await page({ state: 'closed' })).total);
    const overdueRows = (await page({ scope: 'overdue' })).rows;
    const escalated = overdueRows.filter((r) => r.escalated).length;
    expect(f!.escalated).toBe(escalated);
    expect(escalated).toBeGreaterThan(0);
    expect(f!.raised).toBe((await page({ state: 'center' })).total + escalated);
    const due = all.rows.filter((r) => !r.overdue && typeof r.remainingMinutes === 'number' && r.remainingMinutes >= 0 && r.remainingMinutes < 4 * 60).length;
    expect(f!.dueSoon).toBe(due);
    expect(f!.dueSoon).toBeGreaterThan(0);
  });

  it('ranks departments by overdue cases, each equal to its overdue list', async () => {
    const rows = await figures('deptFigures');
    expect(rows.length).toBeGreaterThan(1);
    const overdue = rows.map((r) => r.overdue as number);
    expect(overdue).toEqual([...overdue].sort((a, b) => b - a));
    const [total] = await figures();
    expect(overdue.reduce((s, n) => s + n, 0)).toBe(total!.overdue);
    for (const row of rows.slice(0, 3)) {
      expect(row.deptIdLabel).toEqual(expect.any(String));
      expect(row.overdue).toBe((await page({ scope: 'overdue', deptId: row.deptId })).total);
    }
  });

  /** A case in 处置中 with the demo handler. */
  const handling = async () => {
    const created = await report(server, who.inspector, who.typeId, '公厕设施损坏');
    expect((await post(server, who.handler, `${BASE}/sign`, { id: created.id })).status).toBe(200);
    return (await post<Obj>(server, who.handler, `${BASE}/info`, { id: created.id })).body.data;
  };

  it('moves the deadline only when the command center approves a delay request', async () => {
    const c = await handling();
    const id = c.id as number;
    const applied = await post<Obj>(server, who.handler, `${BASE}/delayApply`, { id, date: '2030-03-15', note: '等待配件到货' });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data).toMatchObject({ state: 'handling', deadline: c.deadline, delayPending: true, delayDate: '2030-03-15', delayReason: '等待配件到货', delayApplicantId: who.ids.handler });
    expect(applied.body.data.actions).not.toContain('delayApply');
    const seen = (await post<Obj>(server, who.dispatcher, `${BASE}/info`, { id })).body.data;
    expect(seen.actions).toEqual(expect.arrayContaining(['delayApprove', 'delayReject']));
    // The request waits in the command center's list.
    expect((await page({ scope: 'center' })).rows.map((r) => r.id)).toContain(id);

    // A second request while one is pending: 400, nothing written.
    let before = await snapshot(server, id);
    const second = await post(server, who.handler, `${BASE}/delayApply`, { id, date: '2030-04-01', note: '再次申请' });
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe('该案件已有待审批的延期申请，请等待指挥中心审批');
    expect(await snapshot(server, id)).toBe(before);

    // The handler may not decide: 403, nothing written.
    const self = await post(server, who.handler, `${BASE}/delayApprove`, { id });
    expect(self.status).toBe(403);
    expect(self.body.msg).toMatch(/^您不是指挥中心.*人员，不能执行「批准延期」$/);
    expect(await snapshot(server, id)).toBe(before);

    const approved = await post<Obj>(server, who.dispatcher, `${BASE}/delayApprove`, { id, note: '同意延期' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.msg).toBe('已批准延期');
    expect(approved.body.data).toMatchObject({ deadline: '2030-03-15 18:00:00', delayPending: false, overdue: false });
    const steps = await log(id);
    expect(steps.slice(-2)).toMatchObject([
      { transition: 'delayApply', askedDate: '2030-03-15', note: '等待配件到货', deadline: c.deadline, fromState: 'handling', toState: 'handling' },
      { transition: 'delayApprove', note: '同意延期', deadline: '2030-03-15 18:00:00', userName: '指挥中心 林静' },
    ]);

    // Nothing pending any more: a decision is refused (400), nothing written.
    before = await snapshot(server, id);
    const again = await post(server, who.dispatcher, `${BASE}/delayReject`, { id, note: '不同意' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该案件没有待审批的延期申请');
    expect(await snapshot(server, id)).toBe(before);
  });

  it('keeps the deadline when the request is rejected, with a reason required', async () => {
    const c = await handling();
    const id = c.id as number;
    expect((await post(server, who.handler, `${BASE}/delayApply`, { id, date: '2030-05-20', note: '涉及多部门协调' })).status).toBe(200);
    const before = await snapshot(server, id);
    const noReason = await post(server, who.dispatcher, `${BASE}/delayReject`, { id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('请填写驳回原因');
    expect(await snapshot(server, id)).toBe(before);
    const rejected = await post<Obj>(server, who.dispatcher, `${BASE}/delayReject`, { id, note: '时限内可完成' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.data).toMatchObject({ deadline: c.deadline, delayPending: false });
    expect((await log(id)).at(-1)).toMatchObject({ transition: 'delayReject', note: '时限内可完成', deadline: c.deadline });
    // A new request may follow a rejection.
    expect((await post(server, who.handler, `${BASE}/delayApply`, { id, date: '2030-05-21', note: '补充说明后再次申请' })).status).toBe(200);
  });

  it('refuses a decision from the wrong state, a date not after the deadline, and deciding one’s own request', async () => {
    const created = await report(server, who.inspector, who.typeId, '占道经营');
    const id = created.id as number;
    await server.app.db.owner((sql) => sql.query(`UPDATE wtsb_problem SET delay_pending = true, delay_date = '2030-01-01' WHERE id = $1`, [id]));
    let before = await snapshot(server, id);
    const wrongState = await post(server, who.dispatcher, `${BASE}/delayApprove`, { id });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.msg).toBe('当前状态为「待签收」，不能执行「批准延期」');
    expect(await snapshot(server, id)).toBe(before);

    const c = await handling();
    const early = await post(server, who.handler, `${BASE}/delayApply`, { id: c.id, date: '2020-01-01', note: '早于期限' });
    expect(early.status).toBe(400);
    expect(early.body.msg).toMatch(/^延期至须晚于当前期限/);

    // The command center's own member handles a case, asks for a delay, then tries to approve it.
    await server.app.db.owner((sql) => sql.query(`UPDATE wtsb_problem SET handler_id = $2 WHERE id = $1`, [c.id, who.ids.dispatcher]));
    expect((await post(server, who.dispatcher, `${BASE}/delayApply`, { id: c.id, date: '2030-02-02', note: '人手不足' })).status).toBe(200);
    before = await snapshot(server, c.id as number);
    const own = await post(server, who.dispatcher, `${BASE}/delayApprove`, { id: c.id });
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('不能审批自己提交的申请，不能执行「批准延期」');
    expect(await snapshot(server, c.id as number)).toBe(before);
    expect((await post<Obj>(server, who.dispatcher, `${BASE}/info`, { id: c.id })).body.data.actions).not.toContain('delayApprove');
  });
});

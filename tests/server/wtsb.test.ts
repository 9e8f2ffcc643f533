/**
 * 问题上报 (wtsb) 问题处置 at the spec's calls: a case walks 上报 → 退回 → 派遣 → 签收 → 反馈 →
 * 延期 → 上报指挥中心 → 退回部门 → 办结 → 核查不通过 → 办结 → 核查结案 by three people; each step
 * is logged; lists by tab; counts, handle hours, default handler, images, export; the seed.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, type Running } from './helpers';
import { BASE, people, png, post, report, upload, type People } from './wtsb-helpers';

type Obj = Record<string, unknown>;
interface Page { rows: Obj[]; total: number }

describe.each(backends)('wtsb 问题处置 (%s)', (backend) => {
  let server: Running;
  let who: People;

  beforeAll(async () => {
    server = await startServer(backend);
    who = await people(server);
  });
  afterAll(() => server?.stop());

  const step = async (token: string, call_: string, body: Obj) => {
    const answer = await post(server, token, `${BASE}/${call_}`, body);
    expect(answer.body.msg, `${call_}: ${answer.text}`).toMatch(/^已/);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('walks a case through every step by three people, logging each', async () => {
    const created = await report(server, who.inspector, who.typeId);
    expect(created).toMatchObject({ state: 'toSign', handlerId: who.ids.handler, deptId: who.ids.handlerDept, reporterId: who.ids.inspector, isRead: false });
    expect(created.code).toMatch(/^AJ\d{12}$/);
    expect(created.deadline).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(created.handleHours).toBeGreaterThan(0);
    const id = created.id as number;

    const toSign = (await post<Page>(server, who.handler, `${BASE}/page`, { scope: 'toSign', pageSize: 50 })).body.data;
    const mine = toSign.rows.find((r) => r.id === id)!;
    expect(mine.actions).toEqual(expect.arrayContaining(['sign', 'refuse', 'reportCommandCenter', 'setRead']));
    expect(mine.actions).not.toContain('sendOrder');

    expect((await step(who.handler, 'refuse', { id, note: '不属于本单位职责范围' })).state).toBe('refused');
    const dispatched = await step(who.dispatcher, 'sendOrder', { id, deptId: who.ids.handlerDept, handlerId: who.ids.handler, note: '请处置' });
    expect(dispatched).toMatchObject({ state: 'toSign', handlerId: who.ids.handler });
    expect(dispatched.dispatchTime).toBeTruthy();
    const signed = await step(who.handler, 'sign', { id });
    expect(signed.state).toBe('handling');
    expect(signed.signTime).toBeTruthy();

    const image = await upload(server, who.handler, '现场.png', await png());
    expect(image.body.result).toBe(0);
    expect(image.body.data).toMatchObject({ width: 640, height: 480 });
    const progressed = await step(who.handler, 'reportProgress', { id, outcome: 'progress', note: '已到场清理', images: [image.body.data.id] });
    expect(progressed).toMatchObject({ state: 'handling', handleImages: image.body.data.id });

    const delayTo = '2027-01-15';
    const applied = await step(who.handler, 'delayApply', { id, date: delayTo, note: '等待配件' });
    expect(applied).toMatchObject({ deadline: progressed.deadline, delayPending: true, delayDate: delayTo, delayReason: '等待配件', delayApplicantId: who.ids.handler });
    expect((await step(who.dispatcher, 'delayApprove', { id, note: '同意' })).deadline).toBe(`${delayTo} 18:00:00`);
    expect((await step(who.handler, 'reportCommandCenter', { id, note: '需要协调' })).state).toBe('center');
    const center = (await post<Page>(server, who.dispatcher, `${BASE}/page`, { scope: 'center', pageSize: 500 })).body.data;
    expect(center.rows.map((r) => r.id)).toContain(id);
    expect((await step(who.dispatcher, 'returnCommandCenter', { id, note: '已协调，请继续' })).state).toBe('handling');
    const finished = await step(who.handler, 'reportProgress', { id, outcome: 'finish', note: '已清理完毕' });
    expect(finished.state).toBe('toReview');
    expect(finished.finishTime).toBeTruthy();
    expect((await step(who.dispatcher, 'problemReview', { id, outcome: 'fail', note: '仍有残留' })).state).toBe('handling');
    await step(who.handler, 'reportProgress', { id, outcome: 'finish', note: '已彻底清理' });
    const closed = await step(who.inspector, 'problemReview', { id, outcome: 'pass', evaluation: 'satisfied' });
    expect(closed).toMatchObject({ state: 'closed', evaluation: 'satisfied', overdue: false, remainingMinutes: null });
    expect(closed.closeTime).toBeTruthy();
    expect((await step(who.handler, 'setRead', { id })).isRead).toBe(true);

    const log = (await call<Obj[]>(server.base, `${BASE}/actionList`, { token: who.dispatcher, query: { id: String(id) } })).body.data;
    expect(log.map((l) => l.transition)).toEqual(['report', 'refuse', 'sendOrder', 'sign', 'reportProgress', 'delayApply', 'delayApprove', 'reportCommandCenter', 'returnCommandCenter', 'reportProgress', 'problemReview', 'reportProgress', 'problemReview', 'setRead']);
    expect(log.map((l) => l.toState)).toEqual(['toSign', 'refused', 'toSign', 'handling', 'handling', 'handling', 'handling', 'center', 'handling', 'toReview', 'handling', 'toReview', 'closed', 'closed']);
    expect(log[2]).toMatchObject({ userName: '指挥中心 林静', deptId: who.ids.handlerDept, handlerId: who.ids.handler, handlerLabel: '处置员 陈刚' });
    expect(log[4]).toMatchObject({ attachments: image.body.data.id, note: '已到场清理', outcome: 'progress' });
    expect(log[5]).toMatchObject({ askedDate: delayTo, note: '等待配件' });

    const images = (await call<{ field: string; files: Obj[] }[]>(server.base, `${BASE}/images`, { token: who.inspector, query: { id: String(id) } })).body.data;
    expect(images.find((f) => f.field === 'handleImages')!.files[0]).toMatchObject({ id: image.body.data.id, name: '现场.png', mime: 'image/png', hasThumbnail: true });
  });

  it('lists by tab: mine, to sign, overdue and the command center', async () => {
    const created = await report(server, who.inspector, who.typeId, '垃圾桶满溢未清运');
    const ids = async (token: string, scope: string) => (await post<Page>(server, token, `${BASE}/page`, { scope, pageSize: 500 })).body.data.rows.map((r) => r.id);
    expect(await ids(who.handler, 'toSign')).toContain(created.id);
    expect(await ids(who.handler, 'mine')).toContain(created.id);
    expect(await ids(who.dispatcher, 'mine')).not.toContain(created.id);
    expect(await ids(who.handler, 'overdue')).not.toContain(created.id);
    await server.app.db.owner((sql) => sql.query(`UPDATE wtsb_problem SET deadline = localtimestamp(0) - interval '3 hours' WHERE id = $1`, [created.id]));
    const overdue = (await post<Page>(server, who.handler, `${BASE}/page`, { scope: 'overdue', pageSize: 500 })).body.data.rows.find((r) => r.id === created.id)!;
    expect(overdue).toMatchObject({ overdue: true, escalated: true });
    expect(overdue.remainingMinutes as number).toBeLessThanOrEqual(-179);
    expect(await ids(who.dispatcher, 'center')).toContain(created.id);
    const bad = await post(server, who.handler, `${BASE}/page`, { scope: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('查询范围');
  });

  it('answers counts, handle hours, the default handler and the Excel export', async () => {
    const counts = (await call<{ scopes: Record<string, number>; states: Record<string, number>; escalated: number }>(server.base, `${BASE}/counts`, { token: who.handler })).body.data;
    expect(counts.scopes.all).toBeGreaterThan(100);
    expect(counts.scopes.toSign).toBeGreaterThan(0);
    expect(Object.keys(counts.states).sort()).toEqual(['center', 'closed', 'handling', 'refused', 'toDispatch', 'toReview', 'toSign']);
    const hours = await call<{ handleHours: number }>(server.base, `${BASE}/handleHour`, { token: who.inspector, query: { typeId: String(who.typeId) } });
    expect(hours.body.data.handleHours).toBeGreaterThan(0);
    const handler = await call<Obj>(server.base, `${BASE}/defaultHandler`, { token: who.inspector, query: { typeId: String(who.typeId) } });
    expect(handler.body.data).toMatchObject({ handlerId: who.ids.handler, handlerIdLabel: '处置员 陈刚' });
    const response = await fetch(new URL(`${BASE}/exportExcel`, server.base), { method: 'POST', headers: { authorization: `Bearer ${who.dispatcher}`, 'content-type': 'application/json' }, body: '{"state":"closed"}' });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    // A title row and a row of period and filters come first (exports, issue 15): the header is row 3.
    expect(sheet.getRow(3).values).toEqual(expect.arrayContaining(['案件编号', '标题', '状态']));
    expect(sheet.rowCount).toBeGreaterThan(50);
  });

  it('deletes only in the allowed states, by the reporter or the command center', async () => {
    const created = await report(server, who.inspector, who.typeId, '非法小广告');
    const byHandler = await post(server, who.handler, `${BASE}/delete`, { ids: [created.id] });
    expect(byHandler.status).toBe(403);
    expect((await post(server, who.handler, `${BASE}/sign`, { id: created.id })).status).toBe(200);
    const signedDelete = await post(server, who.inspector, `${BASE}/delete`, { ids: [created.id] });
    expect(signedDelete.status).toBe(400);
    expect(signedDelete.body.msg).toBe('当前状态为「处置中」，不能删除（只能删除待派遣、待签收或已退回的案件）');
    const other = await report(server, who.inspector, who.typeId, '占道经营');
    expect((await post(server, who.inspector, `${BASE}/delete`, { ids: [other.id] })).body.result).toBe(0);
    expect((await post(server, who.inspector, `${BASE}/info`, { id: other.id })).status).toBe(404);
  });

  it('seeds several hundred cases in every state with logs that end in each case’s state', async () => {
    const rows = await server.app.db.owner((sql) =>
      sql.query<{ tenant_id: string; state: string; n: number; overdue: number }>(
        `SELECT tenant_id, state, count(*)::int AS n, count(*) FILTER (WHERE deadline < localtimestamp AND state <> 'closed')::int AS overdue FROM wtsb_problem GROUP BY 1, 2`,
      ),
    );
    for (const tenant of ['1', '2']) {
      const mine = rows.filter((r) => r.tenant_id === tenant);
      expect(mine.map((r) => r.state).sort()).toEqual(['center', 'closed', 'handling', 'refused', 'toDispatch', 'toReview', 'toSign']);
      expect(mine.reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(200);
      expect(mine.reduce((s, r) => s + r.overdue, 0)).toBeGreaterThan(0);
    }
    const [mismatch] = await server.app.db.owner((sql) =>
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM wtsb_problem p
        WHERE p.code LIKE 'AJ%' AND p.state IS DISTINCT FROM (SELECT a.to_state FROM workflow_action a WHERE a.tenant_id = p.tenant_id AND a.table_name = 'wtsb_problem' AND a.record_id = p.id AND a.transition <> 'setRead' ORDER BY a.id DESC LIMIT 1)`),
    );
    expect(mismatch!.n).toBe(0);
  });
});

/**
 * The workflow engine's guarantees on wtsb's problem: every transition refused from a wrong
 * state (400) or by a wrong person (403) writes nothing; the action log is append-only and holds
 * one row per step; deadlines follow working hours and the tenant's holidays; another tenant's
 * case and file are not found; uploads are checked by content and size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemWorkflow } from '../../apps/catalogue/src/systems/wtsb/problem';
import { addWorkingHours, formatLocal, isWorkingDay, parseLocal, type Calendar } from '../../apps/server/src/resources/workflow/clock';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { BASE, people, png, post, report, snapshot, upload, type People } from './wtsb-helpers';

type Obj = Record<string, unknown>;

/** Minimal valid payload of each transition (what it asks for). */
function payloadOf(key: string, id: number, who: People): Obj {
  const base: Obj = { id, note: '说明' };
  if (key === 'sendOrder') return { ...base, deptId: who.ids.handlerDept, handlerId: who.ids.handler };
  if (key === 'reportProgress') return { ...base, outcome: 'progress' };
  if (key === 'problemReview') return { ...base, outcome: 'pass' };
  if (key === 'delayApply') return { ...base, date: '2030-01-10' };
  return base;
}

describe.each(backends)('workflow engine (%s)', (backend) => {
  let server: Running;
  let who: People;
  let other: string;

  beforeAll(async () => {
    server = await startServer(backend);
    who = await people(server);
    other = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  });
  afterAll(() => server?.stop());

  it('refuses every transition from a state it does not leave (400, Chinese, nothing written)', async () => {
    const created = await report(server, who.inspector, who.typeId);
    const id = created.id as number;
    // A closed case: only setRead leaves 已结案.
    await server.app.db.owner((sql) => sql.query(`UPDATE wtsb_problem SET state = 'closed' WHERE id = $1`, [id]));
    for (const t of problemWorkflow.transitions.filter((x) => !x.from.includes('closed'))) {
      const before = await snapshot(server, id);
      const answer = await post(server, who.dispatcher, `${BASE}/${t.call}`, payloadOf(t.key, id, who));
      expect(answer.status, t.key).toBe(400);
      expect(answer.body.msg).toBe(`当前状态为「已结案」，不能执行「${t.label}」`);
      expect(await snapshot(server, id)).toBe(before);
    }
  });

  it('refuses every transition by a person it does not admit (403, Chinese, nothing written)', async () => {
    const created = await report(server, who.inspector, who.typeId);
    const id = created.id as number;
    const cases: [string, string, string][] = [
      ['toSign', 'sign', who.inspector], ['toSign', 'refuse', who.dispatcher], ['toSign', 'sendOrder', who.handler], ['handling', 'reportProgress', who.dispatcher],
      ['handling', 'delayApply', who.inspector], ['handling', 'delayApprove', who.handler], ['handling', 'delayReject', who.handler], ['handling', 'reportCommandCenter', who.inspector], ['center', 'returnCommandCenter', who.handler], ['toReview', 'problemReview', who.handler],
    ];
    for (const [state, key, token] of cases) {
      await server.app.db.owner((sql) => sql.query(`UPDATE wtsb_problem SET state = $2 WHERE id = $1`, [id, state]));
      const before = await snapshot(server, id);
      const answer = await post(server, token, `${BASE}/${key}`, payloadOf(key, id, who));
      expect(answer.status, key).toBe(403);
      expect(answer.body.msg).toMatch(new RegExp(`^您不是.+，不能执行「${problemWorkflow.transitions.find((t) => t.key === key)!.label}」$`));
      expect(await snapshot(server, id)).toBe(before);
    }
    // An account that is no 处置人员 at all.
    const root = await tokenFor(server.base, 'ops', 'Ops@2026!');
    expect((await post(server, root, `${BASE}/sign`, { id })).status).toBe(403);
  });

  it('runs every transition for the people it admits, one log row each', async () => {
    const created = await report(server, who.inspector, who.typeId);
    const id = created.id as number;
    for (const t of problemWorkflow.transitions) {
      const from = t.from[0]!;
      // A delay decision needs a pending request (by someone else); a delay request needs none.
      await server.app.db.owner((sql) =>
        sql.query(`UPDATE wtsb_problem SET state = $2, handler_id = $3, dept_id = $4, delay_pending = $5, delay_date = '2030-01-10', delay_applicant_id = $6 WHERE id = $1`, [id, from, who.ids.handler, who.ids.handlerDept, t.when?.equals === true, who.ids.handler]),
      );
      const token = t.who.includes('role:commandCenter') ? who.dispatcher : t.who.includes('handler') ? who.handler : who.inspector;
      const before = (await call<Obj[]>(server.base, `${BASE}/actionList`, { token, query: { id: String(id) } })).body.data.length;
      const answer = await post(server, token, `${BASE}/${t.call}`, payloadOf(t.key, id, who));
      expect(answer.status, `${t.key}: ${answer.text}`).toBe(200);
      const expected = t.outcomes ? t.outcomes[0]!.to : (t.to ?? from);
      expect(answer.body.data.state).toBe(expected);
      const log = (await call<Obj[]>(server.base, `${BASE}/actionList`, { token, query: { id: String(id) } })).body.data;
      expect(log.length).toBe(before + 1);
      expect(log.at(-1)).toMatchObject({ transition: t.key, fromState: from, toState: expected });
    }
  });

  it('keeps the action log append-only: no call changes it and the application role may not', async () => {
    const created = await report(server, who.inspector, who.typeId);
    for (const path of ['actionList/update', 'actionList/delete', 'action/delete', 'actionList/save']) {
      expect((await post(server, who.dispatcher, `${BASE}/${path}`, { id: created.id })).status).toBe(404);
    }
    for (const statement of [`UPDATE workflow_action SET note = 'x'`, `DELETE FROM workflow_action`]) {
      await expect(server.app.db.tenant('1', (sql) => sql.query(statement))).rejects.toThrow(/permission denied/);
    }
  });

  it('computes deadlines in working hours around the tenant’s holidays; overdue cases rise to the command center', async () => {
    const created = await report(server, who.inspector, who.typeId);
    const id = created.id as number;
    // Make the next two working days rest days (a holiday inside the handling period). Not simply
    // tomorrow and the day after: from a Friday those are a weekend already, and nothing would move.
    const signedAt = formatLocal(Date.now());
    const days: string[] = [];
    for (let d = 1; days.length < 2; d++) {
      const day = formatLocal(parseLocal(signedAt) + d * 86_400_000).slice(0, 10);
      if (isWorkingDay({ days: new Map() }, day)) days.push(day);
    }
    for (const [i, day] of days.entries()) {
      const answer = await post(server, who.dispatcher, '/cloud/wtsb/holiday/save', { day, name: `测试假日${i}`, kind: 'rest' });
      expect(answer.body.result, answer.text).toBe(0);
    }
    await server.app.db.owner((sql) => sql.query(`UPDATE wtsb_problem SET handle_hours = 16 WHERE id = $1`, [id]));
    const signed = (await post(server, who.handler, `${BASE}/sign`, { id })).body.data;
    const holidays = await server.app.db.owner((sql) => sql.query<{ day: string; kind: 'rest' | 'work' }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, kind FROM wtsb_holiday WHERE tenant_id = '1'`));
    const cal: Calendar = { days: new Map(holidays.map((h) => [h.day, h.kind])) };
    expect(signed.deadline).toBe(addWorkingHours(cal, String(signed.signTime), 16));
    const withoutHoliday = addWorkingHours({ days: new Map() }, String(signed.signTime), 16);
    expect(String(signed.deadline) > withoutHoliday).toBe(true);
    expect(signed).toMatchObject({ overdue: false, escalated: false });
    // Past its deadline the case is overdue and escalated (it is in 处置中).
    await server.app.db.owner((sql) => sql.query(`UPDATE wtsb_problem SET deadline = localtimestamp(0) - interval '2 hours' WHERE id = $1`, [id]));
    const late = (await post(server, who.dispatcher, `${BASE}/info`, { id })).body.data;
    expect(late).toMatchObject({ overdue: true, escalated: true });
    const center = (await post<{ rows: Obj[] }>(server, who.dispatcher, `${BASE}/page`, { scope: 'center', pageSize: 500 })).body.data.rows.map((r) => r.id);
    expect(center).toContain(id);
  });

  it('shows another tenant neither the case, its log, its images nor its files', async () => {
    const created = await report(server, who.inspector, who.typeId);
    const image = await upload(server, who.inspector, 'a.png', await png(32, 32));
    const query = { id: String(created.id) };
    expect((await post(server, other, `${BASE}/info`, { id: created.id })).status).toBe(404);
    expect((await call(server.base, `${BASE}/actionList`, { token: other, query })).status).toBe(404);
    expect((await call(server.base, `${BASE}/images`, { token: other, query })).status).toBe(404);
    expect((await post(server, other, `${BASE}/sign`, { id: created.id })).status).toBe(404);
    expect((await call(server.base, '/cloudFile/common/downloadFile', { token: other, query: { id: image.body.data.id } })).status).toBe(404);
    expect((await call(server.base, `${BASE}/thumbnail`, { token: other, query: { id: image.body.data.id } })).status).toBe(404);
    expect((await call(server.base, `${BASE}/thumbnail`, { token: who.inspector, query: { id: image.body.data.id } })).status).toBe(200);
    // Nor may a case of this tenant take the other tenant's file.
    const theirs = await upload(server, other, 'b.png', await png(16, 16));
    const answer = await post(server, who.inspector, `${BASE}/save`, { id: created.id, images: [theirs.body.data.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('问题图片中的文件不存在或已被删除');
  });

  it('checks uploads by content and size, with Chinese messages', async () => {
    const fake = await upload(server, who.handler, '照片.jpg', Buffer.from('这不是图片'));
    expect(fake.status).toBe(400);
    expect(fake.body.msg).toBe('照片.jpg不是允许的文件类型（只能上传 jpg、png、webp）');
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    expect((await upload(server, who.handler, '说明.pdf', pdf)).status).toBe(400);
    expect((await upload(server, who.handler, '说明.pdf', pdf, 'attachments')).body.result).toBe(0);
    const big = Buffer.concat([await png(16, 16), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(server, who.handler, '大图.png', big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.msg).toBe('大图.png超过 5 MB，不能上传');
    const created = await report(server, who.inspector, who.typeId);
    await post(server, who.handler, `${BASE}/sign`, { id: created.id });
    const pdfId = (await upload(server, who.handler, '说明.pdf', pdf, 'attachments')).body.data.id;
    const asImage = await post(server, who.handler, `${BASE}/reportProgress`, { id: created.id, outcome: 'progress', note: '反馈', images: [pdfId] });
    expect(asImage.status).toBe(400);
    expect(asImage.body.msg).toBe('处置图片中的文件不存在或已被删除');
  });
});

/**
 * 巡检考评 (ryxj) answers every call of /envcloud/hw/ryxj/api/v1 and the evaluation management
 * family: each resource's calls and shapes, paging and filters, validation in Chinese, tenant
 * isolation and 403 for a user without the system; the evaluation workflow — init, confirm,
 * agrees, appeal, appeal confirm, review — allowed, from a wrong state (400), by a wrong person or
 * grade (403), overdue (agreed by the system, escalated); a score that equals 100 minus its
 * deductions within each rule's maximum; sampling by the review setting; get max grade; punches
 * measured against their facility; reports that add up to the lists behind them.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
interface Page<T = Obj> { rows: T[]; total: number; pageNum: number; pageSize: number }
const ryxj = await loadSystem('ryxj');
const A = '/envcloud/hw/ryxj/api/v1';
const E = `${A}/evalInfo`;
const FORM = 'application/x-www-form-urlencoded';

describe.each(backends)('巡检考评 (%s)', (backend) => {
  let server: Running;
  const tokens: Record<string, string> = {};
  const as = (who: string) => <T = Obj>(path: string, body: unknown = {}) => call<T>(server.base, path, { token: tokens[who], body });
  const get = <T = Obj>(who: string, path: string, query: Record<string, string> = {}) => call<T>(server.base, path, { token: tokens[who], query });
  const owner = <T extends Obj>(text: string, params: unknown[] = []) => server.app.db.owner((sql) => sql.query<T>(text, params));
  const root = as('root');
  const inspector = as('xjinspector');
  const unit = as('xjunit');
  const reviewer = as('xjreviewer');
  const leader = as('xjleader');
  /** A facility under inspection whose responsible department is xjunit's (东区收运队), and the rules that apply to it. */
  let facility: { id: number; type: string };
  const TYPE_LABEL: Record<string, string> = { communityPoint: '小区收集点', garbageRoom: '垃圾房', streetShop: '沿街商铺收集点' };
  let items: { id: number; item: string; maxDeduct: number; unitDeduct: number; checkType: string }[];

  beforeAll(async () => {
    server = await startServer(backend);
    const people: [string, string][] = [['root', 'Root@2026'], ['ops', 'Ops@2026!'], ['t2admin', 'Tenant2@2026'], ['xjinspector', 'Xunjian@2026'], ['xjunit', 'Unit@2026'], ['xjreviewer', 'Review@2026'], ['xjleader', 'Leader@2026']];
    for (const [user, password] of people) tokens[user] = await tokenFor(server.base, user, password);
    const [f] = await owner<{ id: number; type: string }>(
      `SELECT f.id, f.facility_type AS type FROM platform_facility f JOIN platform_department d ON d.id = f.eval_dept_id AND d.tenant_id = f.tenant_id
        WHERE f.tenant_id = '1' AND d.code = 'd111' AND f.eval_enabled AND f.facility_type IN ('communityPoint', 'garbageRoom', 'streetShop') ORDER BY f.id LIMIT 1`);
    facility = f!;
    items = (await get<typeof items>('xjinspector', `${E}/ruleItems`, { facilityId: String(facility.id) })).body.data;
  }, 300_000);
  afterAll(() => server?.stop());

  /** An evaluation started by the inspector on the team's facility, with deductions: [rule index, points]. */
  async function started(deductions: [number, number][] = [[0, 2], [1, 1]]): Promise<Obj> {
    const lines = deductions.map(([i, points]) => ({ ruleId: items[i]!.id, deduction: points, note: `${items[i]!.item} ${points} 分` }));
    const made = await inspector<Obj>(`${E}/init`, { facilityId: facility.id, lines });
    expect(made.body.result, made.text).toBe(0);
    return made.body.data;
  }
  const step = (who: ReturnType<typeof as>, call: string, body: Obj) => who<Obj>(`${E}/${call}`, body);
  const row = async (id: unknown) => (await owner<Obj>(`SELECT * FROM ryxj_evaluation WHERE id = $1`, [id]))[0]!;

  describe('every call at its path', () => {
    it.each(ryxj.resources.map((r) => [r.key, r] as const))('%s: list, detail, options and export answer', async (_key, resource) => {
      const calls = callsOf(resource);
      const list = await root<Page>(calls.find((c) => c.kind === 'list')!.path, { pageSize: 5 });
      expect(list.body.result, list.text).toBe(0);
      if (resource.key === 'evalScore') return;
      expect(list.body.data.total, resource.key).toBeGreaterThan(0);
      expect(list.body.data.rows.length).toBeLessThanOrEqual(5);
      const first = list.body.data.rows[0]!;
      const detail = calls.find((c) => c.kind === 'detail')!;
      const one = await get('root', detail.path, { id: String(first.id) });
      expect(one.body.data, detail.path).toMatchObject({ id: first.id });
      const options = await get<{ id: number; label: string }[]>('root', calls.find((c) => c.kind === 'options')!.path);
      expect(options.body.data.length).toBeGreaterThan(0);
      const exported = calls.find((c) => c.kind === 'export');
      if (exported) {
        const file = await call(server.base, exported.path, { token: tokens.root, method: 'GET' });
        expect(file.status, exported.path).toBe(200);
        expect(file.headers.get('content-type')).toContain('spreadsheetml');
      }
    });

    it.each(ryxj.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
      const answer = await call<Obj>(server.base, report.call, { token: tokens.root, method: report.method, ...(report.method === 'POST' ? { body: {} } : {}) });
      expect(answer.body.result, answer.text.slice(0, 300)).toBe(0);
      if (report.export) {
        const file = await root(report.export, {});
        expect(file.status, report.export).toBe(200);
      }
    });

    it('the spec names of the family: role list / getOne / save / update / delete / getMaxGrade', async () => {
      const list = await root<Page>(`${A}/role/list`, {});
      expect(list.body.data.rows.map((r) => r.code)).toEqual(expect.arrayContaining(['INSPECTOR', 'UNIT', 'REVIEWER', 'LEADER']));
      expect((await get('root', `${A}/role/getMaxGrade`)).body.data).toEqual({ maxGrade: 3, roles: ['考评负责人'] });
      const saved = await root<Obj>(`${A}/role/save`, { code: 'CHIEF', name: '考评总监', kind: 'leader', grade: 5, enabled: true });
      expect(saved.body.result, saved.text).toBe(0);
      expect((await root(`${A}/role/getMaxGrade`)).body.data).toEqual({ maxGrade: 5, roles: ['考评总监'] });
      const updated = await root<Obj>(`${A}/role/update`, { id: saved.body.data.id, grade: 4, duty: '督查全区考评' });
      expect(updated.body.data).toMatchObject({ grade: 4, duty: '督查全区考评' });
      expect((await get('root', `${A}/role/getOne`, { id: String(saved.body.data.id) })).body.data).toMatchObject({ name: '考评总监', grade: 4 });
      expect((await root(`${A}/role/delete`, { id: saved.body.data.id })).body.result).toBe(0);
      expect((await root(`${A}/role/getMaxGrade`)).body.data).toMatchObject({ maxGrade: 3 });
      // A role people hold cannot go.
      const held = list.body.data.rows.find((r) => r.code === 'INSPECTOR')!;
      const refused = await root(`${A}/role/delete`, { id: held.id });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/角色人员/);
    });

    it('evaluation management: pageList pages and filters, loadInfo, the deductions, export as GET', async () => {
      const page = await root<Page>(`${E}/pageList`, { pageNum: 2, pageSize: 7 });
      expect(page.body.data).toMatchObject({ pageNum: 2, pageSize: 7 });
      expect(page.body.data.rows).toHaveLength(7);
      const done = await root<Page>(`${E}/pageList`, { state: 'done', pageSize: 50 });
      expect(done.body.data.rows.every((r) => r.state === 'done')).toBe(true);
      const [dept] = await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' AND code = 'd111'`);
      const mine = await root<Page>(`${E}/pageList`, { deptId: dept!.id, evalDateStart: '2020-01-01', evalDateEnd: '2099-12-31', pageSize: 100 });
      expect(mine.body.data.total).toBeGreaterThan(0);
      expect(mine.body.data.rows.every((r) => r.deptId === dept!.id && r.deptIdLabel === '东区收运队')).toBe(true);
      const first = done.body.data.rows.find((r) => Number(r.deductTotal) > 0)!;
      const info = await get<Obj>('root', `${E}/loadInfo`, { id: String(first.id) });
      expect(info.body.data).toMatchObject({ id: first.id, code: first.code, facilityIdLabel: expect.any(String), inspectorIdLabel: expect.any(String) });
      const lines = await get<Obj[]>('root', `${E}/scoreList`, { id: String(first.id) });
      expect(lines.body.data.length).toBeGreaterThan(0);
      expect(lines.body.data[0]).toMatchObject({ ruleIdLabel: expect.any(String), deduction: expect.any(Number) });
      const response = await fetch(new URL(`${E}/export?state=done`, server.base), { headers: { authorization: `Bearer ${tokens.root}` } });
      expect(response.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
      // A title row, the filters, the header, then every 已完成 evaluation.
      expect(book.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(done.body.data.total + 1);
    });

    it('the family packing: parameters (JSON) plus userId in a form', async () => {
      const body = new URLSearchParams({ parameters: JSON.stringify({ facilityId: facility.id, title: '表单打包考评', evalDate: '2026-11-02', lines: [] }), userId: '1121' }).toString();
      const made = await call<Obj>(server.base, `${E}/addOrUpdate`, { token: tokens.xjinspector, body, contentType: FORM });
      expect(made.body.result, made.text).toBe(0);
      expect(made.body.data).toMatchObject({ title: '表单打包考评', state: 'draft', score: 100, code: expect.stringMatching(/^KP\d{12}$/) });
    });
  });

  describe('validation, isolation and access', () => {
    it('refuses bad input in Chinese and writes nothing', async () => {
      const before = await owner<{ n: number }>(`SELECT count(*)::int AS n FROM ryxj_rule_score`);
      const cases: [string, Obj, RegExp][] = [
        [`${A}/ruleScore/addOrUpdate`, { code: 'X-1', checkType: 'sanitation', standard: '标准', unitDeduct: 1, maxDeduct: 2 }, /评分项目/],
        [`${A}/ruleScore/addOrUpdate`, { code: 'X-2', checkType: 'sanitation', item: '测试项', standard: '标准', unitDeduct: 5, maxDeduct: 2 }, /最高扣分不能小于每处扣分/],
        [`${A}/ruleScore/addOrUpdate`, { code: 'GEN-01', checkType: 'sanitation', item: '重复', standard: '标准', unitDeduct: 1, maxDeduct: 2 }, /已存在/],
        [`${A}/role/save`, { code: 'BAD', name: '越级', kind: 'leader', grade: 10 }, /级别/],
        [`${A}/typeBindingInfo/addOrUpdate`, { facilityType: 'garbageRoom', checkTypes: ['sanitation'], frequency: 'weekly', passScore: 80, goodScore: 85, excellentScore: 95 }, /已存在/],
        [`${A}/typeBindingInfo/addOrUpdate`, { facilityType: 'nope', checkTypes: ['sanitation'], frequency: 'weekly', passScore: 80, goodScore: 85, excellentScore: 95 }, /设施类型/],
        [`${A}/evalInfo/reviewSetting/addOrUpdate`, { grade: 4, share: 120 }, /抽检比例/],
        [`${A}/clockInfo/addOrUpdate`, { inspectorId: 1, facilityId: facility.id, punchTime: '2099-01-01 09:00:00', punchType: 'patrol', location: '120.15,30.28' }, /打卡时间/],
      ];
      for (const [path, body, msg] of cases) {
        const answer = await root(path, body);
        expect(answer.status, path).toBe(400);
        expect(answer.body.msg, path).toMatch(msg);
      }
      expect(await owner<{ n: number }>(`SELECT count(*)::int AS n FROM ryxj_rule_score`)).toEqual(before);
    });

    it('keeps tenants apart: tenant 2 sees only its own records', async () => {
      const t1 = await root<Page>(`${E}/pageList`, { pageSize: 1 });
      const t2 = await as('t2admin')<Page>(`${E}/pageList`, { pageSize: 500 });
      expect(t2.body.data.total).toBeGreaterThan(0);
      const [own] = await owner<{ n: number }>(`SELECT count(*)::int AS n FROM ryxj_evaluation WHERE tenant_id = '2'`);
      expect(t2.body.data.total).toBe(own!.n);
      const foreign = await get('t2admin', `${E}/loadInfo`, { id: String(t1.body.data.rows[0]!.id) });
      expect(foreign.status).toBe(404);
      const roles = await as('t2admin')<Page>(`${A}/role/list`, {});
      const ids = (await owner<{ id: number }>(`SELECT id FROM ryxj_role WHERE tenant_id = '2'`)).map((r) => r.id).sort();
      expect(roles.body.data.rows.map((r) => r.id).sort()).toEqual(ids);
    });

    it('answers 403 to a user without the system', async () => {
      for (const path of [`${E}/pageList`, `${E}/init`, `${A}/role/getMaxGrade`, `${A}/facilityInfo2/pageList`, `${A}/appeal/appealConfirm`]) {
        const answer = await as('ops')(path, {});
        expect(answer.status, path).toBe(403);
        expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      }
    });
  });

  describe('the evaluation workflow', () => {
    it('scores 100 minus the deductions, each rule within its maximum, and refuses what breaks a rule', async () => {
      const made = await started([[0, items[0]!.unitDeduct], [1, items[1]!.unitDeduct]]);
      const deducted = items[0]!.unitDeduct + items[1]!.unitDeduct;
      expect(made).toMatchObject({ state: 'draft', deductTotal: deducted, score: 100 - deducted, originalScore: 100 - deducted, deptIdLabel: '东区收运队' });
      expect(made.items).toEqual(items);
      const count = async () => (await owner<{ n: number }>(`SELECT count(*)::int AS n FROM ryxj_evaluation WHERE tenant_id = '1'`))[0]!.n;
      const before = await count();
      const over = await inspector(`${E}/init`, { facilityId: facility.id, lines: [{ ruleId: items[0]!.id, deduction: items[0]!.maxDeduct + 0.5, note: '超过上限' }] });
      expect(over.status).toBe(400);
      expect(over.body.msg).toBe(`第 1 行：评分项目「${items[0]!.item}」一次考评最多扣 ${items[0]!.maxDeduct} 分`);
      // The same item twice may not together exceed its maximum either.
      const twice = await inspector(`${E}/init`, { facilityId: facility.id, lines: [0, 0].map(() => ({ ruleId: items[0]!.id, deduction: items[0]!.maxDeduct, note: '两处' })) });
      expect(twice.body.msg).toMatch(/^第 2 行：/);
      const [foreign] = await owner<{ id: number; item: string }>(`SELECT id, item FROM ryxj_rule_score WHERE tenant_id = '1' AND facility_type = 'transferStation' LIMIT 1`);
      const notForType = await inspector(`${E}/init`, { facilityId: facility.id, lines: [{ ruleId: foreign!.id, deduction: 1, note: '不适用' }] });
      expect(notForType.body.msg).toBe(`第 1 行：评分项目「${foreign!.item}」不适用于${TYPE_LABEL[facility.type]}`);
      expect(await count()).toBe(before);
      // addUpdateScore replaces the deductions: the score follows.
      const rescored = await step(inspector, 'addUpdateScore', { id: made.id, lines: [{ ruleId: items[2]!.id, deduction: items[2]!.maxDeduct, note: '混装混运' }] });
      expect(rescored.body.data).toMatchObject({ deductTotal: items[2]!.maxDeduct, score: 100 - items[2]!.maxDeduct, originalScore: 100 - items[2]!.maxDeduct });
      expect((rescored.body.data.lines as Obj[]).map((l) => l.ruleId)).toEqual([items[2]!.id]);
    });

    it('every seeded evaluation with deductions scores 100 minus them, no rule above its maximum', async () => {
      const rows = await owner<{ id: number; score: number; total: number; sum: number; over: number }>(
        `SELECT e.id, e.score, e.deduct_total AS total, s.sum, s.over FROM ryxj_evaluation e
           JOIN (SELECT l.evaluation_id, sum(l.deduction)::float8 AS sum, count(*) FILTER (WHERE x.taken > r.max_deduct)::int AS over
                   FROM ryxj_eval_score l JOIN ryxj_rule_score r ON r.id = l.rule_id AND r.tenant_id = l.tenant_id
                   JOIN (SELECT evaluation_id, rule_id, sum(deduction) AS taken FROM ryxj_eval_score GROUP BY 1, 2) x ON x.evaluation_id = l.evaluation_id AND x.rule_id = l.rule_id
                  GROUP BY 1) s ON s.evaluation_id = e.id`);
      expect(rows.length).toBeGreaterThan(100);
      for (const r of rows) {
        expect(r.total, `evaluation ${r.id}`).toBeCloseTo(r.sum, 5);
        expect(r.score, `evaluation ${r.id}`).toBeCloseTo(Math.max(0, 100 - r.sum), 5);
        expect(r.over).toBe(0);
      }
    });

    it('init → confirm → appeal → appeal confirm (changed) by the people and grades allowed, each refused otherwise', async () => {
      const made = await started([[0, items[0]!.unitDeduct * 2], [1, items[1]!.unitDeduct]]);
      const id = made.id;
      // Only the inspector confirms his draft; the unit and a reviewer may not (403), nothing changes.
      for (const who of [unit, reviewer]) {
        const refused = await step(who, 'confirm', { id });
        expect(refused.status).toBe(403);
        expect(refused.body.msg).toBe('您不是该考评的巡检员，不能执行「确认提交」');
      }
      expect((await row(id)).state).toBe('draft');
      const confirmed = await step(inspector, 'confirm', { id, note: '现场已拍照留存' });
      expect(confirmed.body.data).toMatchObject({ state: 'toAgree', confirmTime: expect.any(String) });
      const again = await step(inspector, 'confirm', { id });
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe('当前状态为「待签认」，不能执行「确认提交」');
      // The inspector may no longer change it or delete it.
      const edit = await inspector(`${E}/addOrUpdate`, { id, title: '改标题' });
      expect(edit.status).toBe(400);
      expect(edit.body.msg).toBe('当前状态为「待签认」，不能执行「修改」');
      const del = await inspector(`${E}/delete`, { id });
      expect(del.body.msg).toBe('当前状态为「待签认」，不能删除（只能删除待确认的考评）');
      // Appeal: only the responsible department's people, with a reason.
      expect((await step(reviewer, 'appeal', { id, note: '不服' })).status).toBe(403);
      const noReason = await step(unit, 'appeal', { id });
      expect(noReason.status).toBe(400);
      expect(noReason.body.msg).toBe('请填写申诉理由');
      const appealed = await step(unit, 'appeal', { id, note: '清运车辆当时正在作业' });
      expect(appealed.body.data).toMatchObject({ state: 'appealed', appealResult: 'pending', appealReason: '清运车辆当时正在作业', appellantIdLabel: expect.any(String) });
      const inAppeals = await reviewer<Page>(`${A}/appeal/pageList`, { appealResult: 'pending', pageSize: 100 });
      expect(inAppeals.body.data.rows.map((r) => r.id)).toContain(id);
      // The 申诉处理 tabs count appeals only, as its list holds them.
      const counts = await get<{ scopes: Record<string, number>; states: Record<string, number> }>('xjreviewer', `${A}/appeal/counts`);
      const all = await reviewer<Page>(`${A}/appeal/pageList`, { pageSize: 1 });
      expect(counts.body.data.scopes.all).toBe(all.body.data.total);
      expect(Object.values(counts.body.data.states).reduce((a, b) => a + b, 0)).toBe(all.body.data.total);
      // Appeal confirm: a higher grade than the inspector's — not the inspector (same grade), not the unit.
      for (const who of [inspector, unit]) {
        const refused = await step(who, 'appealConfirm', { id, outcome: 'upheld', note: '维持' });
        expect(refused.status).toBe(403);
        expect(refused.body.msg).toBe('您不是级别高于该考评巡检员的考评人员，不能执行「申诉处理」');
      }
      // The reviewer changes the score through the deductions, then decides at the appeal's own path.
      expect((await step(unit, 'addUpdateScore', { id, lines: [] })).status).toBe(403);
      const changed = await step(reviewer, 'addUpdateScore', { id, lines: [{ ruleId: items[1]!.id, deduction: items[1]!.unitDeduct, note: '保留一项' }] });
      expect(changed.body.data).toMatchObject({ score: 100 - items[1]!.unitDeduct, originalScore: made.score });
      const decided = await reviewer<Obj>(`${A}/appeal/appealConfirm`, { id, outcome: 'changed', note: '撤销清运不及时扣分' });
      expect(decided.body.result, decided.text).toBe(0);
      expect(decided.body.data).toMatchObject({ appealResult: 'changed', appealReply: '撤销清运不及时扣分', deciderIdLabel: expect.any(String) });
      expect(['done', 'toReview']).toContain(decided.body.data.state);
      const log = await get<{ label: string; userName: string; note: string | null }[]>('xjreviewer', `${E}/actionList`, { id: String(id) });
      expect(log.body.data.map((l) => l.label)).toEqual(['发起考评', '确认提交', '申诉', '申诉处理']);
    });

    it('agrees: the responsible department signs; an unanswered evaluation is agreed by the system after its deadline', async () => {
      const a = await started();
      await step(inspector, 'confirm', { id: a.id });
      const agreed = await step(unit, 'agrees', { id: a.id, note: '无异议' });
      expect(['done', 'toReview']).toContain(agreed.body.data.state);
      expect(agreed.body.data.agreeTime).toEqual(expect.any(String));
      const b = await started();
      await step(inspector, 'confirm', { id: b.id });
      await owner(`UPDATE ryxj_evaluation SET deadline = localtimestamp(0) - interval '1 hour' WHERE id = $1`, [b.id]);
      const read = await get<Obj>('xjleader', `${E}/loadInfo`, { id: String(b.id) });
      expect(['done', 'toReview']).toContain(read.body.data.state);
      const log = await get<{ label: string; userName: string; note: string | null }[]>('xjleader', `${E}/actionList`, { id: String(b.id) });
      expect(log.body.data.at(-1)).toMatchObject({ label: '签认', userName: '系统', note: '申诉期内未签认也未申诉，系统视为签认' });
    });

    it('an appeal left past its deadline is overdue and raised to the 申诉与复核 tab', async () => {
      const made = await started();
      await step(inspector, 'confirm', { id: made.id });
      await step(unit, 'appeal', { id: made.id, note: '照片不是本设施' });
      await owner(`UPDATE ryxj_evaluation SET deadline = localtimestamp(0) - interval '2 hours' WHERE id = $1`, [made.id]);
      const center = await leader<Page>(`${E}/pageList`, { scope: 'center', pageSize: 500 });
      const hit = center.body.data.rows.find((r) => r.id === made.id)!;
      expect(hit).toMatchObject({ state: 'appealed', overdue: true, escalated: true });
      const overdue = await leader<Page>(`${E}/pageList`, { scope: 'overdue', pageSize: 500 });
      expect(overdue.body.data.rows.map((r) => r.id)).toContain(made.id);
      // The leader outranks everyone: he decides.
      const decided = await step(leader, 'appealConfirm', { id: made.id, outcome: 'upheld', note: '维持' });
      expect(decided.body.data).toMatchObject({ appealResult: 'upheld' });
    });

    it('samples by the review setting of the inspector\'s grade; a higher grade reviews', async () => {
      const setting = async (share: number) => {
        const [s] = await owner<{ id: number }>(`SELECT id FROM ryxj_review_setting WHERE tenant_id = '1' AND grade = 1`);
        const saved = await leader(`${E}/reviewSetting/addOrUpdate`, { id: s!.id, share });
        expect(saved.body.result, saved.text).toBe(0);
      };
      await setting(100);
      const sampled = await started();
      await step(inspector, 'confirm', { id: sampled.id });
      expect((await row(sampled.id)).sampled).toBe(true);
      const agreed = await step(unit, 'agrees', { id: sampled.id });
      expect(agreed.body.data).toMatchObject({ state: 'toReview', reviewResult: 'pending' });
      const inReviews = await reviewer<Page>(`${A}/review/pageList`, { reviewResult: 'pending', pageSize: 200 });
      expect(inReviews.body.data.rows.map((r) => r.id)).toContain(sampled.id);
      expect((await step(inspector, 'review', { id: sampled.id, outcome: 'passed', note: '通过' })).status).toBe(403);
      const reviewed = await reviewer<Obj>(`${A}/review/review`, { id: sampled.id, outcome: 'passed', note: '现场一致' });
      expect(reviewed.body.data).toMatchObject({ state: 'done', reviewResult: 'passed', reviewNote: '现场一致' });
      await setting(0);
      const kept = await started();
      await step(inspector, 'confirm', { id: kept.id });
      expect((await step(unit, 'agrees', { id: kept.id })).body.data).toMatchObject({ state: 'done', reviewResult: null });
      await setting(30);
    });

    it('only inspectors, reviewers and leaders start evaluations; a draft is deleted by its inspector', async () => {
      const refused = await unit(`${E}/init`, { facilityId: facility.id });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('您不是巡检员或复核员或考评负责人，不能新建考评');
      const stranger = await root(`${E}/init`, { facilityId: facility.id });
      expect(stranger.status).toBe(403);
      const made = await started([]);
      expect(made).toMatchObject({ score: 100, grade: 'excellent', deletable: true, editable: true });
      expect((await unit(`${E}/delete`, { id: made.id })).status).toBe(403);
      expect((await inspector(`${E}/delete`, { id: made.id })).body.result).toBe(0);
    });
  });

  describe('punches, facilities and reports', () => {
    it('measures a punch against its facility and flags one taken too far away', async () => {
      const [member] = await owner<{ id: number }>(`SELECT id FROM ryxj_role_staff WHERE tenant_id = '1' AND account = 'xjinspector'`);
      const [f] = await owner<{ location: string }>(`SELECT location FROM platform_facility WHERE id = $1`, [facility.id]);
      const [lng, lat] = f!.location.split(',').map(Number);
      const near = await inspector<Obj>(`${A}/clockInfo/addOrUpdate`, { inspectorId: member!.id, facilityId: facility.id, punchTime: '2026-11-02 09:30:00', punchType: 'arrive', location: `${lng!.toFixed(6)},${(lat! + 0.0005).toFixed(6)}` });
      expect(near.body.data).toMatchObject({ deviation: 'normal', distance: expect.any(Number) });
      expect(Math.abs(Number(near.body.data.distance) - 56)).toBeLessThan(3);
      const far = await inspector<Obj>(`${A}/clockInfo/addOrUpdate`, { inspectorId: member!.id, facilityId: facility.id, punchTime: '2026-11-02 09:40:00', punchType: 'patrol', location: `${lng!.toFixed(6)},${(lat! + 0.005).toFixed(6)}` });
      expect(far.body.data).toMatchObject({ deviation: 'far' });
      const flagged = await root<Page>(`${A}/clockInfo/pageList`, { deviation: 'far', pageSize: 500 });
      expect(flagged.body.data.rows.every((r) => r.deviation === 'far' && Number(r.distance) > 200)).toBe(true);
      const day = await root<Page>(`${A}/clockInfo/mapList`, { startDate: '2026-11-02', endDate: '2026-11-02' });
      expect(day.body.data.rows.map((r) => r.id)).toEqual(expect.arrayContaining([near.body.data.id, far.body.data.id]));
    });

    it('keeps what 巡检考评 sets about a facility (考评设置) and shows its latest evaluation', async () => {
      const [dept] = await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' AND code = 'd112'`);
      const [other] = await owner<{ id: number }>(`SELECT id FROM platform_facility WHERE tenant_id = '1' AND eval_enabled AND facility_type = 'garbageRoom' ORDER BY id DESC LIMIT 1`);
      const missing = await root(`${A}/facilityInfo/setEvaluation`, { id: other!.id, evalInspectType: 'key' });
      expect(missing.status).toBe(400);
      const set = await root<Obj>(`${A}/facilityInfo/setEvaluation`, { id: other!.id, evalDeptId: dept!.id, evalInspectType: 'key', evalFrequency: 'weekly', evalEnabled: true });
      expect(set.body.result, set.text).toBe(0);
      const info = await get<Obj>('root', `${A}/facilityInfo/getOne`, { id: String(other!.id) });
      expect(info.body.data).toMatchObject({ evalDeptIdLabel: '西区收运队', evalInspectType: 'key', evalFrequency: 'weekly' });
      const overview = await root<Page>(`${A}/facilityInfo2/pageList`, { pageSize: 500, startDate: '2020-01-01', endDate: '2099-12-31' });
      const [latest] = await owner<{ facility_id: number; score: number; eval_date: string }>(
        `SELECT DISTINCT ON (facility_id) facility_id, score, to_char(eval_date, 'YYYY-MM-DD') AS eval_date FROM ryxj_evaluation
          WHERE tenant_id = '1' AND state <> 'draft' AND facility_id = $1 ORDER BY facility_id, eval_date DESC, id DESC`, [facility.id]);
      const row = overview.body.data.rows.find((r) => r.id === facility.id)!;
      expect(row).toMatchObject({ lastScore: latest!.score, lastEvalDate: latest!.eval_date, location: expect.stringMatching(/^\d+\.\d+,\d+\.\d+$/) });
      const listed = (await get<Obj>('root', `${A}/facilityInfo/getOne`, { id: String(facility.id) })).body.data;
      expect(listed).toMatchObject({ lastEvalScore: latest!.score, lastEvalDate: latest!.eval_date });
    });

    it('reports add up to the evaluations behind them', async () => {
      const period = { startDate: '2020-01-01', endDate: '2099-12-31' };
      const [counted] = await owner<{ n: number; appeals: number; changed: number }>(
        `SELECT count(*)::int AS n, count(appeal_result)::int AS appeals, count(*) FILTER (WHERE appeal_result = 'changed')::int AS changed FROM ryxj_evaluation WHERE tenant_id = '1' AND state <> 'draft'`);
      const byDept = await root<Page>(`${E}/statByDept`, period);
      expect(byDept.body.data.rows.reduce((s, r) => s + Number(r.evaluations), 0)).toBe(counted!.n);
      const ranks = byDept.body.data.rows.map((r) => Number(r.avgScore));
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      const byType = await root<Page>(`${E}/statByType`, period);
      expect(byType.body.data.rows.reduce((s, r) => s + Number(r.evaluations), 0)).toBe(counted!.n);
      const appeals = await root<Page>(`${A}/appeal/stat`, period);
      expect(appeals.body.data.rows.reduce((s, r) => s + Number(r.appeals), 0)).toBe(counted!.appeals);
      expect(appeals.body.data.rows.reduce((s, r) => s + Number(r.changed), 0)).toBe(counted!.changed);
      for (const r of appeals.body.data.rows) expect(Number(r.appealRate)).toBeCloseTo(Math.round((1000 * Number(r.appeals)) / Number(r.evaluations)) / 10, 5);
      const year = new Date().getFullYear();
      const matrix = await root<{ rows: Obj[]; totals: Obj }>(`${E}/monthMatrix`, { year: String(year) });
      const [inYear] = await owner<{ n: number }>(`SELECT count(*)::int AS n FROM ryxj_evaluation WHERE tenant_id = '1' AND state <> 'draft' AND extract(year FROM eval_date) = $1`, [year]);
      expect(Number(matrix.body.data.totals.total)).toBe(inYear!.n);
      const figures = await root<Page>(`${E}/figures`, {});
      const [open] = await owner<{ n: number }>(`SELECT count(*)::int AS n FROM ryxj_evaluation WHERE tenant_id = '1' AND state <> 'done'`);
      expect(figures.body.data.rows[0]).toMatchObject({ open: open!.n });
    });
  });
});

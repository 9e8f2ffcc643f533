/**
 * 考核管理 (khgl) answers every call under /cloud/khgl/web (spec §7: dimension, subject, rule,
 * record, score, formula check, remarks; examineDimension loadList). A rule's formula is parsed and
 * evaluated on the server under a whitelist: hostile input (`constructor…`, `__proto__`, unknown
 * variables, `1/0`) is refused with a Chinese message and its position, and nothing is written.
 * A record's scores are its rules' formulas over its inputs, weighted by the dimensions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Answer, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number };
const khgl = await loadSystem('khgl');
const W = '/cloud/khgl/web';

/** The seeded 作业班组月度考核's rules, written out independently of the server's evaluator. */
const TEAM_RULES: Record<string, (x: Obj) => number> = {
  作业质量: (x) => 0.6 * Number(x.inspectionScore) + 0.4 * Number(x.cleanRate),
  安全生产: (x) => 100 - 20 * Number(x.accidents) - 5 * Number(x.hazards) - 3 * Number(x.violations),
  服务投诉: (x) => 100 - 2 * Number(x.complaints) - 5 * Number(x.overdue) + Math.min(Number(x.praises), 5),
  出勤纪律: (x) => (Number(x.attendanceRate) >= 98 ? 100 : 100 - (98 - Number(x.attendanceRate)) * 4),
};
const TEAM_WEIGHTS: Record<string, number> = { 作业质量: 35, 安全生产: 25, 服务投诉: 25, 出勤纪律: 15 };
const clamp = (x: number) => Math.round(Math.min(100, Math.max(0, x)) * 10) / 10;

describe.each(backends)('khgl calls (%s)', (backend) => {
  let server: Running;
  let root: string;
  let t2: string;
  let ops: string;
  const post = <T = unknown>(path: string, body: unknown, token = root) => call<T>(server.base, `${W}/${path}`, { token, body });
  const rows = async <T = Obj>(path: string, body: Obj = {}, token = root) => (await post<Page<T>>(path, { pageSize: 500, ...body }, token)).body.data.rows;
  const total = async (path: string, body: Obj = {}) => (await post<Page>(path, { pageSize: 1, ...body })).body.data.total;
  const chinese = (a: Answer) => expect(a.body.msg, a.text.slice(0, 200)).toMatch(/[\u4e00-\u9fa5]/);
  const scheme = async (code: string) => (await rows('examineScheme/pageList', { code }))[0]!;

  beforeAll(async () => {
    server = await startServer(backend);
    root = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2hr', 'Tenant2Hr@2026');
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
  }, 180_000);
  afterAll(() => server?.stop());

  it.each(khgl.resources.map((r) => [r.key, r] as const))('%s: every call answers at its path', async (_key, resource) => {
    for (const c of callsOf(resource)) expect(c.path.startsWith(`${W}/examine`), c.path).toBe(true);
    const list = await expectEveryCallAnswers(server.base, root, resource, { listBody: { pageNum: 1, pageSize: 5 }, actions: false });
    expect(list.rows.length).toBeLessThanOrEqual(5);
  });

  it('examineDimension/loadList answers a scheme\'s dimensions, weights summing to 100', async () => {
    for (const code of ['KH-BZ', 'KH-DW', 'KH-RY']) {
      const s = await scheme(code);
      const list = (await post<Obj[]>('examineDimension/loadList', { schemeId: s.id })).body.data;
      expect(list.length, code).toBeGreaterThan(1);
      expect(list.every((d) => d.schemeId === s.id)).toBe(true);
      expect(list.reduce((sum, d) => sum + Number(d.weight), 0), code).toBe(100);
      expect(s.weightTotal).toBe(100);
    }
  });

  it('seeds several months of records for every subject, scored by the rules\' formulas', async () => {
    const subjects = await rows('examineSubject/pageList');
    const records = await rows('examineRecord/pageList');
    for (const s of subjects) expect(records.filter((r) => r.subjectId === s.id).length, String(s.name)).toBe(5);
    expect(new Set(records.map((r) => r.state))).toEqual(new Set(['draft', 'submitted', 'confirmed']));
    const team = await scheme('KH-BZ');
    for (const record of records.filter((r) => r.schemeId === team.id).slice(0, 12)) {
      const scores = await rows('examineScore/pageList', { recordId: record.id });
      expect(scores).toHaveLength(4);
      let sum = 0;
      for (const s of scores) {
        const dim = String(s.dimensionIdLabel);
        expect(s.score, `${String(record.code)} ${dim}`).toBeCloseTo(clamp(TEAM_RULES[dim]!(record)), 5);
        expect(s.weight).toBe(TEAM_WEIGHTS[dim]);
        sum += Math.round(Number(s.score) * TEAM_WEIGHTS[dim]!) / 100;
      }
      expect(record.totalScore).toBeCloseTo(Math.round(sum * 10) / 10, 5);
      const grade = Number(record.totalScore) >= 90 ? 'excellent' : Number(record.totalScore) >= 80 ? 'good' : Number(record.totalScore) >= 60 ? 'pass' : 'fail';
      expect(record.grade).toBe(grade);
    }
  });

  it('checks a formula: its value for sample inputs, or a Chinese message with the position', async () => {
    const ok = await post<{ value: number; used: string[] }>('examineRule/checkFormula', { formula: 'base - 2 * complaints - 5 * overdue', variables: ['base', 'complaints', 'overdue'], baseScore: 100 });
    expect(ok.body.result, ok.text).toBe(0);
    expect(ok.body.data).toMatchObject({ valid: true, value: 100 - 2 * 2 - 5 * 1, used: ['base', 'complaints', 'overdue'] });
    expect(ok.body.msg).toContain('公式正确');
    const typed = await post<{ value: number }>('examineRule/checkFormula', { formula: 'max(0, base − 2 × complaints ÷ 2)', variables: 'base,complaints', sample: { complaints: 10 } });
    expect(typed.body.data.value).toBe(90);
    expect((await post('examineRule/checkFormula', { formula: 'base', variables: ['base'], sample: { __proto__: 1, constructor: 2 } })).status).toBe(400);
    const cases: [string, string[], RegExp][] = [
      ['constructor.constructor("return process")()', ['base'], /第 25 个字符处有误：不允许使用字符“"”/],
      ['__proto__', ['base'], /第 1 个字符处有误：变量“__proto__”未在本规则的公式变量中声明/],
      ['constructor(1)', ['base'], /第 1 个字符处有误：不支持函数“constructor”/],
      ['toString', ['base'], /变量“toString”未在本规则/],
      ['base - 2 * complaint', ['base', 'complaints'], /第 12 个字符处有误：变量“complaint”未在本规则的公式变量中声明/],
      ['1/0', ['base'], /第 3 个字符处有误：除数不能为 0/],
      ['base / (complaints - 2)', ['base', 'complaints'], /结果不是有效数字/],
      ['base - ', ['base'], /第 8 个字符处有误：公式不完整/],
      ['(base - 2', ['base'], /缺少右括号/],
      ['2 complaints', ['complaints'], /缺少运算符/],
      ['base.constructor', ['base'], /第 5 个字符处有误：不支持这种写法/],
      ['x = 3', ['base'], /不支持这种写法|未在本规则/],
      ['eval(1)', ['base'], /不支持函数“eval”/],
      ['base ^ 2', ['base'], /第 6 个字符处有误：不允许使用字符“\^”/],
      ['base mod 2', ['base'], /第 6 个字符处有误：不支持运算符“mod”/],
      ['process', ['base'], /变量“process”未在本规则/],
      ['基础分 - 1', ['base'], /第 1 个字符处有误：不允许使用字符“基”/],
    ];
    for (const [formula, variables, message] of cases) {
      const answer = await post<{ valid: boolean; position: number | null }>('examineRule/checkFormula', { formula, variables });
      expect(answer.body.data.valid, formula).toBe(false);
      expect(answer.body.msg, formula).toMatch(message);
      const at = /第 (\d+) 个字符/.exec(answer.body.msg)?.[1];
      expect(answer.body.data.position, formula).toBe(at ? Number(at) : null);
    }
    // What the check cannot even read is a 400.
    const unknownVariable = await post('examineRule/checkFormula', { formula: 'base', variables: ['base', 'salary'] });
    expect(unknownVariable.status).toBe(400);
    expect(unknownVariable.body.msg).toBe('公式变量“salary”不存在');
    expect((await post('examineRule/checkFormula', { variables: ['base'] })).body.msg).toBe('请输入计分公式');
  });

  it('refuses a rule with a hostile or wrong formula, writing nothing', async () => {
    const dimension = (await rows('examineDimension/pageList'))[0]!;
    const before = await total('examineRule/pageList');
    const rule = { dimensionId: dimension.id, code: `R-${backend}-X`, indicator: '测试指标', variables: ['base', 'complaints'], baseScore: 100, minScore: 0, maxScore: 100, status: 'enabled' };
    for (const formula of ['constructor.constructor("return process")()', '__proto__', 'base - overdue', '1/0']) {
      const answer = await post<{ errors: { field: string; message: string }[] }>('examineRule/create', { ...rule, formula });
      expect(answer.status, formula).toBe(400);
      expect(answer.body.data.errors.map((e) => e.field), formula).toContain('formula');
      chinese(answer);
    }
    expect(await total('examineRule/pageList')).toBe(before);
    // Narrowing the variables of a stored rule re-checks its formula.
    const stored = (await rows('examineRule/pageList', { code: 'KH-BZ-S' }))[0]!;
    const narrowed = await post('examineRule/update', { id: stored.id, variables: ['base'] });
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.msg).toMatch(/变量“accidents”未在本规则的公式变量中声明/);
  });

  it('a record\'s score follows its inputs; submitted records are locked, confirmed, sent back', async () => {
    const team = await scheme('KH-BZ');
    const subject = (await rows('examineSubject/pageList', { schemeId: team.id }))[0]!;
    const inputs = { complaints: 3, overdue: 1, accidents: 0, hazards: 2, violations: 0, praises: 1, inspectionScore: 88, attendanceRate: 96, cleanRate: 92 };
    const base = { subjectId: subject.id, month: '2025-01', assessor: '测试', ...inputs };
    const created = await post<Obj>('examineRecord/create', base);
    expect(created.body.result, created.text).toBe(0);
    const record = created.body.data;
    expect(record).toMatchObject({ schemeId: team.id, state: 'draft', code: expect.stringMatching(/^KH202501-\d{3}$/) });
    const expected = (x: Obj) => Math.round(Object.keys(TEAM_RULES).reduce((s, d) => s + Math.round(clamp(TEAM_RULES[d]!(x)) * TEAM_WEIGHTS[d]!) / 100, 0) * 10) / 10;
    expect(record.totalScore).toBeCloseTo(expected(base), 5);
    const worse = { ...inputs, accidents: 1, complaints: 9 };
    const updated = await post<Obj>('examineRecord/update', { id: record.id, ...worse });
    expect(updated.body.data.totalScore).toBeCloseTo(expected(worse), 5);
    expect(Number(updated.body.data.totalScore)).toBeLessThan(Number(record.totalScore));
    const safety = (await rows('examineScore/pageList', { recordId: record.id })).find((s) => s.dimensionIdLabel === '安全生产')!;
    expect(safety).toMatchObject({ score: 70, inputs: 'base=100，accidents=1，hazards=2，violations=0' });
    // One record per subject and month.
    const twin = await post('examineRecord/create', base);
    expect(twin.status).toBe(400);
    expect(twin.body.msg).toMatch(/2025-01 已有考核记录/);
    const future = await post('examineRecord/create', { ...base, month: '2099-01' });
    expect(future.body.msg).toBe('考核月份不能晚于本月');
    // 提交 → locked; 确认 from 提交 only; 退回 asks a reason.
    expect((await post('examineRecord/confirm', { id: record.id })).body.msg).toBe('该考核记录当前为「草稿」，不能确认');
    expect((await post<Obj>('examineRecord/submit', { id: record.id })).body.result).toBe(0);
    const locked = await post('examineRecord/update', { id: record.id, complaints: 0 });
    expect(locked.status).toBe(400);
    expect(locked.body.msg).toMatch(/已提交或已确认的考核记录不能修改/);
    expect((await post('examineRecord/submit', { id: record.id })).body.msg).toBe('该考核记录当前为「已提交」，不能提交');
    expect((await post('examineRecord/back', { id: record.id })).status).toBe(400);
    const back = await post<Obj>('examineRecord/back', { id: record.id, backReason: '投诉次数需核实' });
    expect(back.body.data).toMatchObject({ state: 'draft', backReason: '投诉次数需核实' });
    await post('examineRecord/submit', { id: record.id });
    const confirmed = (await rows('examineRecord/pageList', { code: record.code as string }))[0]!;
    expect(confirmed.submitTime).toEqual(expect.any(String));
    expect((await post<Obj>('examineRecord/confirm', { id: record.id })).body.result).toBe(0);
    expect((await post('examineRecord/delete', { ids: [record.id] })).status).toBe(400);
    const bad = await post<{ errors: { field: string }[] }>('examineRecord/create', { ...base, month: '2025-13', attendanceRate: 120 });
    expect(bad.body.data.errors.map((e) => e.field).sort()).toEqual(['attendanceRate', 'month']);
  });

  it('keeps dimension weights within 100 per scheme and scores only complete schemes', async () => {
    const created = await post<Obj>('examineScheme/create', { code: `T-${backend}`, name: `测试方案-${backend}`, subjectKind: 'dept', excellentLine: 90, goodLine: 80, passLine: 60, status: 'enabled' });
    const schemeId = created.body.data.id as number;
    const d1 = await post<Obj>('examineDimension/create', { schemeId, name: '作业质量', weight: 70, sortNo: 1 });
    expect(d1.body.result).toBe(0);
    const over = await post('examineDimension/create', { schemeId, name: '安全生产', weight: 40, sortNo: 2 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/维度权重合计将为 110%，不能超过 100%/);
    expect((await post<Obj[]>('examineDimension/loadList', { schemeId })).body.data).toHaveLength(1);
    const dept = (await call<Page>(server.base, '/cloud/platform/department/pageList', { token: root, body: { code: 'd13' } })).body.data.rows[0]!;
    const subject = await post<Obj>('examineSubject/create', { schemeId, subjectKind: 'dept', deptId: dept.id, name: '综合办公室', status: 'enabled' });
    expect(subject.body.result, subject.text).toBe(0);
    const wrongKind = await post('examineSubject/create', { schemeId, subjectKind: 'company', companyId: 1, name: '某单位', status: 'enabled' });
    expect(wrongKind.body.msg).toMatch(/对象类别须一致/);
    const incomplete = await post('examineRecord/create', { subjectId: subject.body.data.id, month: '2025-02', assessor: '测试', complaints: 0, overdue: 0, accidents: 0, hazards: 0, violations: 0, praises: 0, inspectionScore: 90, attendanceRate: 99, cleanRate: 95 });
    expect(incomplete.body.msg).toBe(`考核方案“测试方案-${backend}”的维度权重合计为 70%，须为 100% 才能考核`);
    expect((await rows('examineScheme/pageList', { code: `T-${backend}` }))[0]).toMatchObject({ weightTotal: 70 });
    const gone = await post<Obj>('examineScheme/delete', { ids: [schemeId] });
    expect(gone.body.result, gone.text).toBe(0);
  });

  it('remarks are kept on a record', async () => {
    const record = (await rows('examineRecord/pageList', { state: 'confirmed' }))[0]!;
    const added = await post<Obj>('examineRemark/create', { recordId: record.id, kind: 'appeal', content: '申请复核本月投诉扣分', author: '张班长' });
    expect(added.body.data).toMatchObject({ recordIdLabel: record.code, kind: 'appeal' });
    expect((await rows('examineRemark/pageList', { recordId: record.id })).some((r) => r.id === added.body.data.id)).toBe(true);
    const empty = await post('examineRemark/create', { recordId: record.id, kind: 'note', content: '', author: '张班长' });
    expect(empty.body.msg).toBe('备注内容不能为空');
    expect((await post('examineRemark/delete', { ids: [added.body.data.id] })).body.result).toBe(0);
  });

  it('ranks a month, scores by dimension, and draws the year matrix with exports', async () => {
    const month = String((await rows('examineRecord/pageList', { state: 'submitted' }))[0]!.month);
    const ranking = await post<{ rows: Obj[]; month: string }>('examineRecord/ranking', { month });
    const ranked = ranking.body.data.rows;
    expect(ranked.length).toBe(await total('examineRecord/pageList', { month }));
    expect(ranked.map((r) => Number(r.totalScore))).toEqual([...ranked.map((r) => Number(r.totalScore))].sort((a, b) => b - a));
    expect(ranked[0]).toMatchObject({ rank: 1, gradeLabel: expect.any(String), dimensions: expect.stringMatching(/作业质量|履职表现/) });
    const byDimension = await post<{ rows: Obj[] }>('examineScore/byDimension', { month });
    expect(byDimension.body.data.rows[0]).toMatchObject({ subjectIdLabel: expect.any(String), dimensionIdLabel: expect.any(String) });
    const matrix = await post<{ rows: Obj[]; columns: Obj[] }>('examineRecord/yearMatrix', { year: month.slice(0, 4) });
    expect(matrix.body.data.columns).toHaveLength(12);
    expect(matrix.body.data.rows.length).toBeGreaterThan(0);
    for (const path of ['examineRecord/rankingExport', 'examineScore/byDimensionExport', 'examineRecord/yearMatrixExport']) {
      const file = await call(server.base, `${W}/${path}`, { token: root, body: { month, year: month.slice(0, 4) } });
      expect(file.headers.get('content-type'), path).toContain('spreadsheetml');
    }
    expect((await post('examineRecord/ranking', { month: '2026-13' })).status).toBe(400);
    const overview = (await post<{ rows: Obj[] }>('examineRecord/overview', { month })).body.data.rows[0]!;
    expect(overview.records).toBe(ranked.length);
  });

  it('keeps tenants apart', async () => {
    const ours = await rows('examineRecord/pageList');
    const theirs = await rows('examineRecord/pageList', {}, t2);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((r) => ours.some((o) => o.id === r.id))).toBe(false);
    expect((await call(server.base, `${W}/examineRecord/getById`, { token: t2, query: { id: String(ours[0]!.id) } })).status).toBe(404);
    const foreign = await post('examineRemark/create', { recordId: ours[0]!.id, kind: 'note', content: '越权', author: '某人' }, t2);
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toMatch(/不存在/);
  });

  it('refuses a user without the system (403)', async () => {
    for (const path of ['examineDimension/loadList', 'examineRule/checkFormula', 'examineRecord/pageList', 'examineRecord/ranking']) {
      expect((await post(path, {}, ops)).status, path).toBe(403);
    }
  });
});

/**
 * 安全检查 of one tenant: the people who act (the demo accounts and the tenant's staff), the
 * holiday calendar, check projects with their items, and hazards found over the last three
 * months in every state, each with the steps its state implies (登记 → 下发 → 整改 → 复查, a
 * quarter of the closed ones returned once). Some in 整改中 are past their 整改期限 (超期).
 */
import { checkWorkflow as wf } from '../../../../catalogue/src/systems/aqsc/checks';
import { stateOf } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { HOLIDAYS_2026 } from '../../seed/holidays';
import type { TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { insertMany, prng } from '../../seed/seed-util';
import { tables } from '../../seed/tables';
import { addWorkingHours, deadlineOf, endOfDay, formatLocal, parseLocal, type Calendar } from '../../resources/workflow/clock';

const TID = `current_setting('app.tenant_id')`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Demo accounts acting on check records: [tenant, account, role, where (the department of the first person with this post)]. */
const ACCOUNTS: readonly (readonly [string, string, string, string])[] = [
  ['1', 'root', 'manager', '安全员'], ['1', 'safety', 'officer', '安全员'], ['1', 'rectifier', 'rectifier', '班组长'], ['1', 'auditor', 'auditor', '安全员'], ['2', 't2admin', 'manager', '安全员'],
];

/** [code, name, type, frequency, items [content, standard, method, score]]. */
const PROJECTS: readonly (readonly [string, string, string, string, readonly (readonly [string, string, string, number])[]])[] = [
  ['JC-01', '车辆安全月检', 'daily', 'monthly', [['制动系统', '制动灵敏，无跑偏，气压正常', 'test', 20], ['灯光信号', '大灯、转向灯、警示灯齐全有效', 'look', 15], ['轮胎', '花纹深度≥3.2mm，无鼓包裂纹', 'look', 15], ['压缩装置', '液压无渗漏，急停按钮有效', 'test', 20], ['随车消防器材', '灭火器在有效期内，压力正常', 'look', 15], ['行车记录', '行车日志填写完整', 'document', 15]]],
  ['JC-02', '中转站消防安全检查', 'special', 'monthly', [['消防通道', '通道畅通，无堆放杂物', 'look', 20], ['灭火器', '配置数量足够，压力在绿区', 'look', 20], ['消火栓', '水带水枪齐全，出水正常', 'test', 20], ['应急照明', '断电后正常点亮≥30分钟', 'test', 20], ['动火管理', '动火作业有审批记录', 'document', 20]]],
  ['JC-03', '配电与用电安全检查', 'special', 'quarterly', [['配电箱', '箱门上锁，标识清晰，无积尘', 'look', 25], ['漏电保护', '漏电开关试跳正常', 'test', 25], ['临时用电', '无私拉乱接，线缆无破损', 'look', 25], ['电工持证', '作业电工持证上岗', 'document', 25]]],
  ['JC-04', '道路作业现场检查', 'daily', 'weekly', [['个人防护', '反光背心、安全帽佩戴齐全', 'look', 30], ['作业警示', '作业区按规定设置锥桶和警示牌', 'look', 30], ['作业时段', '按规定时段作业，避开高峰', 'ask', 20], ['安全交底', '班前安全交底有记录', 'document', 20]]],
  ['JC-05', '防汛防台季节性检查', 'season', 'asNeeded', [['排水设施', '排水沟、集水井畅通', 'look', 30], ['物资储备', '沙袋、水泵、雨具充足', 'look', 30], ['值班安排', '汛期值班表落实到人', 'document', 20], ['应急联络', '应急电话畅通，人员熟知预案', 'ask', 20]]],
  ['JC-06', '节前安全大检查', 'holiday', 'asNeeded', [['安全责任落实', '节日值班领导和人员到位', 'document', 25], ['重点部位', '仓库、配电房、油料间巡查到位', 'look', 25], ['车辆停放', '车辆停放整齐，门窗锁闭', 'look', 25], ['应急准备', '应急队伍和物资待命', 'ask', 25]]],
];

const PLACES = ['压缩中转站', '车辆停放场', '配电房', '油料间', '道路作业点', '仓库', '办公楼', '洗车场'];
const HAZARDS: Record<string, readonly string[]> = {
  fire: ['灭火器压力不足', '消防通道堆放杂物', '应急照明损坏'], electric: ['配电箱未上锁', '临时线缆破损', '漏电开关失灵'],
  vehicle: ['车辆制动距离偏长', '转向灯不亮', '轮胎磨损超限'], equipment: ['压缩机液压管渗油', '急停按钮失效', '防护罩缺失'],
  operation: ['作业人员未穿反光背心', '未设置作业警示牌', '违规攀爬车厢'], environment: ['地面油污湿滑', '排水沟堵塞', '作业区照明不足'],
  protection: ['防护手套破损未更换', '安全帽超期使用', '防尘口罩配发不足'],
};
const TYPES = Object.keys(HAZARDS);

interface Person { id: number; dept: number; role: string }

async function seedPeople(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('aqsc');
  const pt = tables('platform');
  await seedTable(sql, t.holiday, `INSERT INTO ${t.holiday} (tenant_id, day, name, kind) SELECT ${TID}, x.d::date, x.n, x.k FROM jsonb_to_recordset($1::jsonb) AS x(d text, n text, k text)`,
    [JSON.stringify(HOLIDAYS_2026.map(([d, n, k]) => ({ d, n, k })))]);
  const accounts = ACCOUNTS.filter(([tenant]) => tenant === p.tenantId).map(([, account, role, post]) => ({ account, role, post }));
  // The demo accounts, then the staff who act on hazards: 安全员 (the last of them 复查人) and every team's 班组长 (整改责任人).
  await seedTable(sql, t.member, `WITH first_dept AS (SELECT DISTINCT ON (post) post, dept_id FROM ${pt.staff} WHERE dept_id IS NOT NULL ORDER BY post, id),
         any_dept AS (SELECT id FROM ${pt.department} ORDER BY code LIMIT 1),
         acting AS (SELECT s.*, row_number() OVER (PARTITION BY post ORDER BY id DESC) AS from_last FROM ${pt.staff} s WHERE post IN ('安全员', '班组长') AND dept_id IS NOT NULL)
    INSERT INTO ${t.member} (tenant_id, name, account, staff_id, dept_id, role, phone, enabled)
    SELECT ${TID}, u.name, u.username, NULL, COALESCE(f.dept_id, (SELECT id FROM any_dept)), x.role, NULL, true
      FROM jsonb_to_recordset($1::jsonb) AS x(account text, role text, post text) JOIN users u ON lower(u.username) = x.account AND u.tenant_id = ${TID}
      LEFT JOIN first_dept f ON f.post = x.post
    UNION ALL
    SELECT ${TID}, a.name, NULL, a.id, a.dept_id, CASE WHEN a.post = '班组长' THEN 'rectifier' WHEN a.from_last = 1 THEN 'auditor' ELSE 'officer' END, a.phone, true
      FROM acting a`, [JSON.stringify(accounts)]);
}

async function seedProjects(sql: Sql): Promise<void> {
  const t = tables('aqsc');
  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.checkProject}) AS has`)) as [{ has: boolean }];
  if (has) return;
  const ids = await insertMany(sql, t.checkProject, ['code', 'name', 'check_type', 'frequency', 'total_score', 'pass_score', 'status'],
    PROJECTS.map(([code, name, type, frequency, items]) => [code, name, type, frequency, items.reduce((s, i) => s + i[3], 0), 80, 'enabled']));
  await insertMany(sql, t.checkItem, ['project_id', 'line_no', 'content', 'standard', 'method', 'score'],
    PROJECTS.flatMap(([, , , , items], k) => items.map(([content, standard, method, score], n) => [ids[k], n + 1, content, standard, method, score])));
}

export async function seedChecks(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('aqsc');
  await seedPeople(sql, p);
  await seedProjects(sql);
  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.checkRecord}) AS has`)) as [{ has: boolean }];
  if (has) return;
  const people = await sql.query<Person>(`SELECT id, dept_id AS dept, role FROM ${t.member} WHERE enabled ORDER BY id`);
  const projects = await sql.query<{ id: number; total: number }>(`SELECT id, total_score::float8 AS total FROM ${t.checkProject} ORDER BY code`);
  const teams = (await sql.query<{ id: number }>(`SELECT d.id FROM ${tables('platform').department} d WHERE NOT EXISTS (SELECT 1 FROM ${tables('platform').department} c WHERE c.parent_id = d.id) ORDER BY d.code`)).map((r) => r.id);
  const checkers = people.filter((m) => m.role === 'officer' || m.role === 'manager');
  const rectifiers = people.filter((m) => m.role === 'rectifier');
  const auditors = people.filter((m) => m.role === 'auditor' || m.role === 'manager');
  if (!checkers.length || !rectifiers.length || !auditors.length || !projects.length || !teams.length) return;
  const [{ now }] = (await sql.query<{ now: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`)) as [{ now: string }];
  const nowMs = parseLocal(now);
  const cal: Calendar = { days: new Map(HOLIDAYS_2026.map(([d, , k]) => [d, k])) };
  const random = prng(Number(p.tenantId) * 104_729 + 3);
  // A step the working clock would put after now (a report late on a Friday) happened just now.
  const past = (at: string) => (parseLocal(at) > nowMs - 300_000 ? formatLocal(nowMs - 300_000) : at);
  const count = p.tenantId === '1' ? 60 : 24;
  const rows: Record<string, unknown>[] = [];
  const logs: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const slot = i % 10;
    // 0–4 closed, 5 待复查, 6–7 整改中 in time, 8 待下发, 9 整改中 past its 整改期限.
    const goal = slot < 5 ? 'closed' : slot === 5 ? 'toAudit' : slot < 8 ? 'rectifying' : slot === 8 ? 'found' : 'overdue';
    const ageHours = goal === 'closed' ? (8 + ((i * 37) % 80)) * 24 : goal === 'overdue' ? (14 + (i % 9)) * 24 : goal === 'found' ? 2 + (i % 20) : goal === 'toAudit' ? (5 + (i % 5)) * 24 : 20 + ((i * 13) % 70);
    const reported = formatLocal(Math.floor((nowMs - ageHours * HOUR) / 60_000) * 60_000);
    const checker = checkers[i % checkers.length]!;
    const who = rectifiers[(i * 3) % rectifiers.length]!;
    const auditor = auditors[i % auditors.length]!;
    const project = projects[i % projects.length]!;
    const type = TYPES[(i * 5 + Math.floor(random() * 3)) % TYPES.length]!;
    const code = `YH${reported.slice(0, 10).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`;
    const rec: Record<string, unknown> = {
      code, project: project.id, checkDate: reported.slice(0, 10), checkDept: i % 3 === 0 ? teams[(i * 7) % teams.length] : who.dept, place: PLACES[i % PLACES.length],
      score: Math.round(project.total * (0.6 + random() * 0.35) * 10) / 10, type, level: i % 13 === 4 ? 'major' : 'general',
      description: `${PLACES[i % PLACES.length]}：${HAZARDS[type]![i % 3]}，需限期整改。`, checker: checker.id, reportTime: reported,
      dept: null, handler: null, rectifyDue: null, requirement: null, assignTime: null, rectifyNote: null, rectifyTime: null, auditNote: null, auditTime: null, closeTime: null,
    };
    const log = (at: string, member: number, transition: string, label: string, from: string | null, to: string, extra: Record<string, unknown> = {}) =>
      logs.push({ code, at, member, transition, label, from, to, outcome: null, note: null, dept: null, handler: null, date: null, ...extra });
    log(reported, checker.id, 'report', '登记隐患', null, 'found');
    let state = 'found';
    let since = reported;
    let deadline: string | null = deadlineOf(cal, stateOf(wf, 'found')?.deadline, reported, () => null);
    if (goal !== 'found') {
      const assigned = past(addWorkingHours(cal, reported, 1));
      // 整改期限: a few days after 下发; the overdue ones' has passed.
      const dueMs = goal === 'overdue' ? nowMs - (2 + (i % 5)) * DAY : goal === 'rectifying' ? nowMs + (1 + (i % 5)) * DAY : parseLocal(assigned) + (3 + (i % 5)) * DAY;
      const due = formatLocal(dueMs).slice(0, 10);
      const requirement = '请按要求限期整改，并上传整改后照片。';
      Object.assign(rec, { dept: who.dept, handler: who.id, rectifyDue: due, requirement, assignTime: assigned });
      log(assigned, checker.id, 'assign', '下发整改', 'found', 'rectifying', { dept: who.dept, handler: who.id, note: requirement, date: due });
      state = 'rectifying';
      since = assigned;
      deadline = endOfDay(due);
    }
    if (goal === 'toAudit' || goal === 'closed') {
      const returned = goal === 'closed' && i % 4 === 1;
      let at = past(addWorkingHours(cal, since, 6 + (i % 12)));
      const note = '已完成整改，现场复核合格。';
      log(at, who.id, 'handle', '整改反馈', 'rectifying', 'toAudit', { note });
      Object.assign(rec, { rectifyNote: note, rectifyTime: at });
      state = 'toAudit';
      since = at;
      deadline = deadlineOf(cal, stateOf(wf, 'toAudit')?.deadline, at, () => null);
      if (returned) {
        at = past(addWorkingHours(cal, at, 4));
        log(at, auditor.id, 'audit', '复查', 'toAudit', 'rectifying', { outcome: 'return', note: '整改不彻底，请补充完善。' });
        const again = past(addWorkingHours(cal, at, 8));
        log(again, who.id, 'handle', '整改反馈', 'rectifying', 'toAudit', { note: '已补充整改到位。' });
        Object.assign(rec, { rectifyNote: '已补充整改到位。', rectifyTime: again, auditNote: '整改不彻底，请补充完善。', auditTime: at });
        since = again;
      }
      if (goal === 'closed') {
        const passed = past(addWorkingHours(cal, since, 3 + (i % 6)));
        log(passed, auditor.id, 'audit', '复查', 'toAudit', 'closed', { outcome: 'pass', note: '复查合格，同意闭环。' });
        Object.assign(rec, { auditNote: '复查合格，同意闭环。', auditTime: passed, closeTime: passed });
        state = 'closed';
        deadline = null;
      }
    }
    rows.push({ ...rec, state, deadline });
  }
  await sql.query(`INSERT INTO ${t.checkRecord} (tenant_id, code, project_id, check_date, check_dept_id, place, score, hazard_type, hazard_level, description, checker_id, report_time,
        dept_id, handler_id, state, rectify_due, deadline, requirement, assign_time, rectify_note, rectify_time, audit_note, audit_time, close_time)
      SELECT ${TID}, x.code, x.project, x."checkDate"::date, x."checkDept", x.place, x.score, x.type, x.level, x.description, x.checker, x."reportTime"::timestamp,
             x.dept, x.handler, x.state, x."rectifyDue"::date, x.deadline::timestamp, x.requirement, x."assignTime"::timestamp, x."rectifyNote", x."rectifyTime"::timestamp,
             x."auditNote", x."auditTime"::timestamp, x."closeTime"::timestamp
        FROM jsonb_to_recordset($1::jsonb) AS x(code text, project int, "checkDate" text, "checkDept" int, place text, score float8, type text, level text, description text, checker int,
             "reportTime" text, dept int, handler int, state text, "rectifyDue" text, deadline text, requirement text, "assignTime" text, "rectifyNote" text, "rectifyTime" text,
             "auditNote" text, "auditTime" text, "closeTime" text)`, [JSON.stringify(rows)]);
  await sql.query(`INSERT INTO workflow_action (tenant_id, table_name, record_id, at, user_id, user_name, member_id, transition, label, from_state, to_state, outcome, note, dept_id, handler_id, asked_date, deadline)
    SELECT ${TID}, '${t.checkRecord}', r.id, x.at::timestamp, COALESCE(u.user_id, 'seed'), m.name, x.member, x.transition, x.label, x."from", x."to", x.outcome, x.note, x.dept, x.handler, x.date::date, NULL
      FROM jsonb_to_recordset($1::jsonb) AS x(code text, at text, member int, transition text, label text, "from" text, "to" text, outcome text, note text, dept int, handler int, date text, n int)
      JOIN ${t.checkRecord} r ON r.code = x.code
      LEFT JOIN ${t.member} m ON m.id = x.member
      LEFT JOIN users u ON lower(u.username) = lower(m.account)
     ORDER BY x.at, x.n`, [JSON.stringify(logs.map((l, n) => ({ ...l, n })))]);
}

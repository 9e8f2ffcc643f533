/**
 * Three months of inspection per tenant, counted back from the database's clock (like 问题上报's
 * cases, so open evaluations sit within or past their deadlines as they would): each facility is
 * evaluated at its type's frequency by its inspector, with deductions from the rules that apply;
 * the unit agrees, appeals (decided upheld or changed by a higher grade) or lets the period pass
 * (agreed by the system); a share by the inspector's grade is reviewed. Steps that would fall
 * after now have not happened yet, which leaves the recent evaluations open in every state. Each
 * evaluation has its punches at the facility (a few taken too far away), and inspectors punch on
 * their rounds between evaluations. Every step is in the action log.
 */
import { stateOf } from '../../../../catalogue/src';
import { evaluationWorkflow as wf } from '../../../../catalogue/src/systems/ryxj/evaluation';
import type { Sql } from '../../db/types';
import { deadlineOf, formatLocal, isWorkingDay, parseLocal, type Calendar } from '../../resources/workflow/clock';
import { HOLIDAYS_2026 } from '../../seed/holidays';
import { addDays, prng } from '../../seed/seed-util';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { deviationOf, metresBetween, pointOf } from './punches';
import { FULL_SCORE, gradeOf } from './scoring';

const HOUR = 3_600_000;
const DAYS = 90;
const INTERVAL: Record<string, number> = { weekly: 7, biweekly: 14, monthly: 30, quarterly: 90 };
const PLACES = ['入口处', '东侧', '西侧', '北侧通道', '南侧绿化带旁', '卸料平台', '桶位旁', '后场'];
const AGREE_NOTES = ['情况属实，已安排整改', '无异议', '已整改完毕', '', '收到，马上落实'];
const APPEAL_REASONS = ['扣分时段为清运车辆正在作业，并非清运不及时', '设施破损已于前一日报修，附报修单', '现场照片拍摄点不属于本部门责任区', '消防器材已于当日更换，检查时尚未归位'];
const UPHELD = ['经核实，扣分依据充分，维持原评分', '现场照片清晰，申诉理由不成立'];
const CHANGED = ['经核实申诉理由成立，撤销相应扣分', '报修记录属实，予以改判'];
const REVIEW_NOTES = ['复核现场与考评记录一致', '抽查无异常'];

interface Member { id: number; grade: number; kind: string; dept: number }
interface Facility { id: number; name: string; type: string; dept: number | null; company: number | null; inspector: number | null; location: string; frequency: string; inspectType: string }
interface Rule { id: number; type: string | null; check: string; item: string; unit: number; max: number }
interface Binding { type: string; checks: string[]; pass: number; good: number; excellent: number }
type Obj = Record<string, unknown>;

async function load(sql: Sql) {
  const t = tables('ryxj');
  const members = await sql.query<Member>(`SELECT m.id, r.grade, r.kind, m.dept_id AS dept FROM ${t.roleStaff} m JOIN ${t.role} r ON r.id = m.role_id WHERE m.enabled ORDER BY m.id`);
  const facilities = await sql.query<Facility>(
    `SELECT id, name, facility_type AS type, eval_dept_id AS dept, company_id AS company, eval_inspector_id AS inspector, location,
            COALESCE(eval_frequency, 'monthly') AS frequency, COALESCE(eval_inspect_type, 'routine') AS "inspectType"
       FROM platform_facility WHERE eval_enabled AND location IS NOT NULL ORDER BY code, id`);
  const rules = await sql.query<Rule>(`SELECT id, facility_type AS type, check_type AS "check", item, unit_deduct AS unit, max_deduct AS max FROM ${t.ruleScore} WHERE enabled ORDER BY code`);
  const bindings = await sql.query<Binding>(`SELECT facility_type AS type, check_types AS checks, pass_score AS pass, good_score AS good, excellent_score AS excellent FROM ${t.typeBindingInfo}`);
  const shares = await sql.query<{ grade: number; share: number }>(`SELECT grade, share FROM ${t.reviewSetting} WHERE enabled`);
  const [clock] = await sql.query<{ now: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`);
  return { members, facilities, rules, bindings, shares: new Map(shares.map((s) => [s.grade, s.share])), now: clock!.now };
}

/** A point `metres` away from "lng,lat" in a direction. */
function offset(location: string, metres: number, angle: number): string {
  const [lng, lat] = pointOf(location)!;
  const dLat = (metres * Math.cos(angle)) / 111_320;
  const dLng = (metres * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return `${(lng + dLng).toFixed(6)},${(lat + dLat).toFixed(6)}`;
}

export async function seedActivity(sql: Sql, tenantId: string): Promise<void> {
  const t = tables('ryxj');
  const data = await load(sql);
  if (!data.facilities.length || !data.members.length) return;
  const rnd = prng(7301 + Number(tenantId) * 131);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const cal: Calendar = { days: new Map(HOLIDAYS_2026.map(([d, , k]) => [d, k])) };
  const nowMs = parseLocal(data.now);
  const today = data.now.slice(0, 10);
  const inspectors = data.members.filter((m) => m.kind === 'inspector');
  const byId = new Map(data.members.map((m) => [m.id, m]));
  const unitOf = (dept: number | null) => data.members.find((m) => m.kind === 'unit' && m.dept === dept);
  const above = (grade: number) => {
    const higher = data.members.filter((m) => m.grade > grade && (m.kind === 'reviewer' || m.kind === 'leader'));
    return higher.find((m) => m.grade === grade + 1) ?? higher[0];
  };
  const bindingOf = (type: string) => data.bindings.find((b) => b.type === type);

  const evaluations: Obj[] = [];
  const lines: Obj[] = [];
  const logs: Obj[] = [];
  const punches: Obj[] = [];
  const perDay = new Map<string, number>();

  for (const f of data.facilities) {
    const binding = bindingOf(f.type);
    const applicable = data.rules.filter((r) => (!r.type || r.type === f.type) && (!binding || binding.checks.includes(r.check)));
    const interval = INTERVAL[f.frequency] ?? 30;
    for (let day = -(DAYS - 1) + Math.floor(rnd() * interval); day <= 0; day += interval + Math.round((rnd() - 0.5) * 2)) {
      let date = addDays(today, day);
      while (!isWorkingDay(cal, date) && date < today) date = addDays(date, 1);
      if (!isWorkingDay(cal, date)) continue;
      const inspector = byId.get(rnd() < 0.85 && f.inspector ? f.inspector : pick(inspectors).id)!;
      const initMs = parseLocal(`${date} 09:00:00`) + Math.floor(rnd() * 6 * 60) * 60_000;
      if (initMs > nowMs) continue;
      const seq = (perDay.get(date) ?? 0) + 1;
      perDay.set(date, seq);
      const code = `KP${date.replaceAll('-', '')}${String(seq).padStart(4, '0')}`;

      // Deductions: a few applicable items, each within its maximum.
      const count = [0, 1, 1, 2, 2, 2, 3, 3, 4][Math.floor(rnd() * 9)]!;
      const chosen = [...applicable].sort(() => rnd() - 0.5).slice(0, count);
      const own = chosen.map((r, i) => ({ rule: r.id, deduction: Math.min(r.max, r.unit * (1 + Math.floor(rnd() * Math.min(3, r.max / r.unit)))), note: `${pick(PLACES)}${r.item}`.slice(0, 100), lineNo: i + 1 }));
      const total = (list: typeof own) => Math.round(list.reduce((s, l) => s + l.deduction, 0) * 10) / 10;
      const scoreOf = (list: typeof own) => Math.max(0, Math.round((FULL_SCORE - total(list)) * 10) / 10);
      const marks = binding ?? { pass: 80, good: 85, excellent: 95 };
      const original = scoreOf(own);

      let state = 'draft';
      let at = initMs;
      let deadline = deadlineOf(cal, stateOf(wf, 'draft')!.deadline, formatLocal(at), () => null);
      const rec: Obj = { code, facility: f.id, type: f.type, dept: f.dept, company: f.company, inspector: inspector.id, date, initTime: formatLocal(initMs), original };
      const log = (member: number | null, transition: string, label: string, to: string, extra: Obj = {}) => {
        const from = state;
        state = to;
        const entered = stateOf(wf, to)!;
        if (from !== to && !entered.final) deadline = deadlineOf(cal, entered.deadline, formatLocal(at), () => null);
        logs.push({ code, at: formatLocal(at), member, transition, label, from, to, deadline, ...extra });
      };
      logs.push({ code, at: formatLocal(at), member: inspector.id, transition: 'report', label: wf.createdLabel, from: null, to: 'draft', deadline });

      // Punches of the visit: arrival before the evaluation, leaving after it (some taken away from the facility).
      for (const [type, shift] of [['arrive', -(5 + rnd() * 20)], ['leave', 20 + rnd() * 30]] as const) {
        const far = rnd() < 0.05;
        const location = offset(f.location, far ? 300 + rnd() * 500 : 10 + rnd() * 110, rnd() * Math.PI * 2);
        const when = initMs + shift * 60_000;
        if (when <= nowMs) punches.push({ inspector: inspector.id, facility: f.id, time: formatLocal(when), type, location, photos: null, remark: far ? '信号漂移' : null });
      }

      // The last week's evaluations move slower (people answer the newest last): every open state has some.
      const slow = day > -7 ? 2.5 : 1;
      const steps = (): void => {
        // The inspector confirms the same day, now and then days later (an overdue draft).
        at += (rnd() < 0.06 ? 50 + rnd() * 40 : 0.3 + rnd() * 4) * HOUR;
        if (at > nowMs) return;
        log(inspector.id, 'confirm', '确认提交', 'toAgree', { note: null });
        rec.confirmTime = formatLocal(at);
        const sampled = rnd() * 100 < (data.shares.get(inspector.grade) ?? 0);
        rec.sampled = sampled;
        const unit = unitOf(f.dept);
        const decider = above(inspector.grade);
        const choice = rnd();
        // The unit answers after a while; past the appeal period the system has agreed already.
        const answerAt = at + (choice < 0.14 ? 2 + rnd() * 30 : 1 + rnd() * 28) * slow * HOUR;
        const periodEnd = parseLocal(String(deadline));
        const answers = unit && choice < 0.85 && answerAt <= periodEnd;
        if (answers && decider && choice < 0.14) {
          at = answerAt;
          if (at > nowMs) return;
          log(unit.id, 'appeal', '申诉', 'appealed', { note: pick(APPEAL_REASONS) });
          Object.assign(rec, { appealResult: 'pending', appealReason: logs.at(-1)!.note, appellant: unit.id, appealTime: formatLocal(at) });
          // Most appeals are decided within the period; some wait past it (已超时, raised to the leader).
          at += (rnd() < 0.15 ? 100 + rnd() * 60 : (3 + rnd() * 40) * slow) * HOUR;
          if (at > nowMs) return;
          const changed = own.length > 0 && rnd() < 0.45;
          if (changed) own.splice(own.indexOf([...own].sort((a, b) => b.deduction - a.deduction)[0]!), 1);
          const reply = pick(changed ? CHANGED : UPHELD);
          log(decider.id, 'appealConfirm', '申诉处理', sampled ? 'toReview' : 'done', { outcome: changed ? 'changed' : 'upheld', note: reply });
          Object.assign(rec, { appealResult: changed ? 'changed' : 'upheld', appealReply: reply, decider: decider.id, decideTime: formatLocal(at) });
        } else if (answers) {
          at = answerAt;
          if (at > nowMs) return;
          log(unit.id, 'agree', '签认', sampled ? 'toReview' : 'done', { note: pick(AGREE_NOTES) || null });
          rec.agreeTime = formatLocal(at);
        } else {
          // Neither agreed nor appealed in time: the system agrees when the period ends.
          if (periodEnd >= nowMs) return;
          at = periodEnd + 60_000;
          log(null, 'agree', '签认', sampled ? 'toReview' : 'done', { note: wf.states.find((s) => s.value === 'toAgree')!.expire!.note });
          rec.agreeTime = formatLocal(at);
        }
        if (state !== 'toReview') return;
        rec.reviewResult = 'pending';
        const reviewer = decider ?? above(inspector.grade);
        at += (rnd() < 0.12 ? 130 + rnd() * 50 : (4 + rnd() * 70) * slow) * HOUR;
        if (!reviewer || at > nowMs) return;
        const adjusted = own.length > 0 && rnd() < 0.2;
        if (adjusted) own[0]!.deduction = Math.max(0.5, own[0]!.deduction - (data.rules.find((r) => r.id === own[0]!.rule)?.unit ?? 1));
        const note = adjusted ? '复核发现扣分偏重，按标准调减' : pick(REVIEW_NOTES);
        log(reviewer.id, 'review', '复核', 'done', { outcome: adjusted ? 'adjusted' : 'passed', note });
        Object.assign(rec, { reviewResult: adjusted ? 'adjusted' : 'passed', reviewNote: note, reviewer: reviewer.id, reviewTime: formatLocal(at) });
      };
      steps();
      // An evaluation left waiting for its unit keeps half a day before the system would agree: no
      // test or demo session sees a seeded row change by itself; one closer to its end was agreed.
      const unit = unitOf(f.dept);
      if (state === 'toAgree' && unit && parseLocal(String(deadline)) < nowMs + 12 * HOUR) {
        at = Math.max(at, nowMs - (1 + rnd() * 3) * HOUR);
        log(unit.id, 'agree', '签认', rec.sampled ? 'toReview' : 'done', { note: pick(AGREE_NOTES) || null });
        rec.agreeTime = formatLocal(at);
        if ((state as string) === 'toReview') rec.reviewResult = 'pending';
      }
      const score = scoreOf(own);
      Object.assign(rec, { state, deadline, total: total(own), score, grade: gradeOf(score, marks), original: state === 'draft' ? score : original });
      rec.title = `${f.name}${f.inspectType === 'key' ? '重点' : f.inspectType === 'special' ? '专项' : '例行'}考评`.slice(0, 50);
      evaluations.push(rec);
      for (const l of own) lines.push({ code, ...l });
    }
  }

  // Rounds between evaluations: an inspector's patrol punches at the facilities he is in charge of.
  for (const inspector of inspectors) {
    const mine = data.facilities.filter((f) => f.inspector === inspector.id);
    if (!mine.length) continue;
    for (let day = -(DAYS - 1); day <= 0; day++) {
      const date = addDays(today, day);
      if (!isWorkingDay(cal, date)) continue;
      for (let k = 0; k < 1 + Math.floor(rnd() * 2); k++) {
        const f = pick(mine);
        const when = parseLocal(`${date} 08:30:00`) + Math.floor(rnd() * 8 * 60) * 60_000;
        if (when > nowMs) continue;
        const far = rnd() < 0.06;
        punches.push({ inspector: inspector.id, facility: f.id, time: formatLocal(when), type: 'patrol', location: offset(f.location, far ? 250 + rnd() * 700 : 5 + rnd() * 150, rnd() * Math.PI * 2), photos: null, remark: null });
      }
    }
  }
  const located = new Map(data.facilities.map((f) => [f.id, f.location]));
  for (const p of punches) {
    const metres = metresBetween(pointOf(p.location)!, pointOf(located.get(p.facility as number))!);
    Object.assign(p, { distance: metres, deviation: deviationOf(metres) });
  }

  await insertEvaluations(sql, t, evaluations, lines, logs);
  await seedTable(sql, t.clockInfo, `INSERT INTO ${t.clockInfo} (tenant_id, inspector_id, facility_id, punch_time, punch_type, location, distance, deviation, remark)
    SELECT current_setting('app.tenant_id'), x.inspector, x.facility, x.time::timestamp, x.type, x.location, x.distance, x.deviation, x.remark
      FROM jsonb_to_recordset($1::jsonb) AS x(inspector int, facility int, time text, type text, location text, distance int, deviation text, remark text) ORDER BY x.time`,
  [JSON.stringify(punches)]);
}

async function insertEvaluations(sql: Sql, t: Record<string, string>, evaluations: Obj[], lines: Obj[], logs: Obj[]): Promise<void> {
  const filled = await seedTable(sql, t.evaluation, `INSERT INTO ${t.evaluation} (tenant_id, code, title, facility_id, facility_type, dept_id, company_id, eval_date, inspector_id,
      init_time, deduct_total, score, original_score, grade, state, deadline, confirm_time, agree_time, sampled, appeal_result, appeal_reason, appellant_id, appeal_time,
      appeal_reply, decider_id, decide_time, review_result, review_note, reviewer_id, review_time)
    SELECT current_setting('app.tenant_id'), x.code, x.title, x.facility, x.type, x.dept, x.company, x.date::date, x.inspector, x."initTime"::timestamp, x.total, x.score, x.original,
           x.grade, x.state, x.deadline::timestamp, x."confirmTime"::timestamp, x."agreeTime"::timestamp, COALESCE(x.sampled, false), x."appealResult", x."appealReason", x.appellant,
           x."appealTime"::timestamp, x."appealReply", x.decider, x."decideTime"::timestamp, x."reviewResult", x."reviewNote", x.reviewer, x."reviewTime"::timestamp
      FROM jsonb_to_recordset($1::jsonb) AS x(code text, title text, facility int, type text, dept int, company int, date text, inspector int, "initTime" text, total float8,
           score float8, original float8, grade text, state text, deadline text, "confirmTime" text, "agreeTime" text, sampled boolean, "appealResult" text, "appealReason" text,
           appellant int, "appealTime" text, "appealReply" text, decider int, "decideTime" text, "reviewResult" text, "reviewNote" text, reviewer int, "reviewTime" text)
     ORDER BY x."initTime"`,
  [JSON.stringify(evaluations)]);
  if (!filled) return;
  await sql.query(`INSERT INTO ${t.evalScore} (tenant_id, evaluation_id, line_no, rule_id, deduction, note)
    SELECT current_setting('app.tenant_id'), e.id, x."lineNo", x.rule, x.deduction, x.note
      FROM jsonb_to_recordset($1::jsonb) AS x(code text, "lineNo" int, rule int, deduction float8, note text) JOIN ${t.evaluation} e ON e.code = x.code`,
  [JSON.stringify(lines)]);
  await sql.query(`INSERT INTO workflow_action (tenant_id, table_name, record_id, at, user_id, user_name, member_id, transition, label, from_state, to_state, outcome, note, deadline)
    SELECT current_setting('app.tenant_id'), '${t.evaluation}', e.id, x.at::timestamp, CASE WHEN x.member IS NULL THEN 'system' ELSE COALESCE(u.user_id, 'seed') END,
           CASE WHEN x.member IS NULL THEN '系统' ELSE m.name END, x.member, x.transition, x.label, x."from", x."to", x.outcome, x.note, x.deadline::timestamp
      FROM jsonb_to_recordset($1::jsonb) AS x(code text, at text, member int, transition text, label text, "from" text, "to" text, outcome text, note text, deadline text, n int)
      JOIN ${t.evaluation} e ON e.code = x.code
      LEFT JOIN ${t.roleStaff} m ON m.id = x.member
      LEFT JOIN users u ON lower(u.username) = lower(m.account)
     ORDER BY x.at, x.n`, [JSON.stringify(logs.map((l, n) => ({ ...l, n })))]);
  // Each facility shows its latest counted evaluation.
  await sql.query(`UPDATE platform_facility f SET last_eval_date = l.eval_date, last_eval_score = l.score
    FROM (SELECT DISTINCT ON (facility_id) facility_id, eval_date, score FROM ${t.evaluation} WHERE state <> 'draft' ORDER BY facility_id, eval_date DESC, id DESC) l
    WHERE f.id = l.facility_id`);
}

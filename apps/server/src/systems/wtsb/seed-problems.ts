/**
 * Several hundred cases of one tenant over the last 90 days, in every state, each with the
 * action log its state implies (上报 → 派遣 → 签收 → 反馈 → 核查 → 结案, with refusals, delays,
 * failed reviews and escalations on the way). Deterministic per tenant (a seeded generator);
 * times count back from the database's clock, so open cases past their deadline are overdue.
 */
import { problemWorkflow } from '../../../../catalogue/src/systems/wtsb/problem';
import { stateOf } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import { type TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import { addWorkingHours, deadlineOf, endOfDay, formatLocal, parseLocal, type Calendar } from '../../resources/workflow/clock';
import { HOLIDAYS_2026 } from '../../seed/holidays';
import { prng as random } from '../../seed/seed-util';

const HOUR = 3_600_000;

const TITLES: Record<string, readonly string[]> = {
  暴露垃圾: ['路边堆放生活垃圾', '绿化带内暴露垃圾', '小区门口垃圾散落'], 积存垃圾渣土: ['空地积存建筑渣土', '河岸积存垃圾'],
  道路不洁: ['路面油污未清理', '人行道落叶堆积'], 垃圾满溢: ['垃圾桶满溢未清运', '垃圾房满溢'],
  垃圾桶破损: ['分类垃圾桶桶盖破损', '垃圾桶轮子脱落'], 公厕设施损坏: ['公厕水龙头损坏', '公厕照明不亮'], 果壳箱缺失: ['果壳箱被撞缺失'],
  垃圾房破损: ['垃圾房门无法关闭'], 非法小广告: ['电线杆张贴小广告', '墙面喷涂小广告'], 占道广告牌: ['商户广告牌占用人行道'],
  占道经营: ['流动摊贩占道经营', '早餐摊占道经营'], 乱堆物料: ['施工物料堆放人行道'], 店外经营: ['餐饮店外摆桌椅'],
  井盖缺失: ['雨水井盖缺失', '污水井盖破损'], 道路破损: ['路面坑洼积水'], 路灯不亮: ['路灯连续多日不亮'], 绿地脏乱: ['绿地内白色垃圾'], 树木倒伏: ['行道树倒伏压住护栏'],
};
const NOTES = {
  sign: ['已签收，安排人员前往', '收到，马上处理', ''],
  progress: ['已到场，正在清理', '已联系责任单位整改', '材料已申领，明日施工'],
  finish: ['已清理完毕，现场恢复整洁', '已更换新设施', '已整改到位，附处置照片'],
  refuse: ['不属于本单位职责范围，请重新派遣', '地址不在本单位作业片区'],
  review: ['现场核查已整改', '核查合格', ''],
  fail: ['现场仍有残留，请继续处置', '整改不彻底'],
  delay: ['需要等待配件到货', '涉及多部门协调，申请延期'],
  center: ['需要多部门协同，请指挥中心协调', '现场无法处置，上报协调'],
  back: ['已协调相关部门，请继续处置', '请按要求处置'],
};

interface Member { id: number; dept: number; role: string }

export async function seedWtsbProblems(sql: Sql, p: TenantProfile, count = p.tenantId === '1' ? 360 : 220): Promise<void> {
  const t = tables('wtsb');
  const wf = problemWorkflow;
  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.problem}) AS has`)) as [{ has: boolean }];
  if (has) return;
  const [{ now }] = (await sql.query<{ now: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`)) as [{ now: string }];
  const nowMs = parseLocal(now);
  const types = await sql.query<{ id: number; name: string; hours: number }>(`SELECT id, name, handle_hours AS hours FROM ${t.problemType} WHERE parent_id IS NOT NULL ORDER BY sort`);
  const defaults = await sql.query<{ type: number; dept: number; handler: number }>(`SELECT type_id AS type, dept_id AS dept, handler_id AS handler FROM ${t.defaultHandler}`);
  const members = await sql.query<Member>(`SELECT id, dept_id AS dept, role FROM ${t.member} ORDER BY id`);
  const regions = await sql.query<{ id: number }>(`SELECT id FROM ${tables('platform').region} WHERE level = 'street' ORDER BY id`);
  const reporters = members.filter((m) => m.role === 'reporter');
  const centers = members.filter((m) => m.role === 'commandCenter');
  const handlers = members.filter((m) => m.role === 'handler');
  const cal: Calendar = { days: new Map(HOLIDAYS_2026.map(([d, , k]) => [d, k])) };
  const rnd = random(Number(p.tenantId) * 7919);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const cases: Record<string, unknown>[] = [];
  const logs: Record<string, unknown>[] = [];
  const perDay = new Map<string, number>();

  for (let i = 0; i < count; i++) {
    // Target: most cases closed; open ones are recent (a few days), so some are still in time.
    const roll = rnd();
    const goal = roll < 0.56 ? 'closed' : roll < 0.64 ? 'toReview' : roll < 0.79 ? 'handling' : roll < 0.87 ? 'toSign' : roll < 0.9 ? 'toDispatch' : roll < 0.95 ? 'refused' : 'center';
    const ageHours = goal === 'closed' ? 72 + rnd() * (88 * 24) : rnd() < 0.5 ? 1 + rnd() * 30 : 24 + rnd() * 14 * 24;
    let at = Math.floor((nowMs - ageHours * HOUR) / 60_000) * 60_000;
    const type = pick(types);
    const def = defaults.find((d) => d.type === type.id);
    const unassigned = goal === 'toDispatch' || !def || rnd() < 0.12;
    const reporter = pick(reporters.length ? reporters : members);
    const center = pick(centers.length ? centers : members);
    const day = formatLocal(at).slice(0, 10);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const code = `AJ${day.replaceAll('-', '')}${String(seq).padStart(4, '0')}`;
    const rec: Record<string, unknown> = {
      code, title: pick(TITLES[type.name] ?? ['市容问题']), type: type.id, hours: type.hours, region: regions.length ? pick(regions).id : null,
      source: pick(['patrol', 'patrol', 'hotline', 'video', 'leader']), urgency: rnd() < 0.7 ? 'normal' : rnd() < 0.7 ? 'urgent' : 'critical',
      reporter: reporter.id, reportTime: formatLocal(at), address: `${pick(p.roads)}${1 + Math.floor(rnd() * 300)}号`,
      location: `${(p.lng + (rnd() - 0.5) * 0.08).toFixed(6)},${(p.lat + (rnd() - 0.5) * 0.06).toFixed(6)}`, isRead: goal !== 'toSign' || rnd() < 0.4,
    };
    let state = unassigned ? 'toDispatch' : 'toSign';
    let dept: number | null = unassigned ? null : def!.dept;
    let handler: number | null = unassigned ? null : def!.handler;
    let deadline = deadlineOf(cal, stateOf(wf, state)!.deadline, formatLocal(at), () => type.hours);
    if (!unassigned) rec.dispatchTime = formatLocal(at);
    const move = (to: string, hours: number) => {
      at += Math.max(0.1, hours) * HOUR;
      state = to;
    };
    logs.push({ code, at: formatLocal(at), member: reporter.id, transition: 'report', label: '上报', from: null, to: state, dept, handler, deadline });
    const restart = () => {
      deadline = deadlineOf(cal, stateOf(wf, state)!.deadline, formatLocal(at), () => type.hours);
    };
    const stepsTo: string[] = [];
    if (goal === 'refused') stepsTo.push('refuse');
    else if (goal !== 'toDispatch' && goal !== 'toSign') {
      if (rnd() < 0.1) stepsTo.push('refuse', 'sendOrder');
      stepsTo.push('sign');
      if (goal === 'center') stepsTo.push('reportCommandCenter');
      else {
        if (rnd() < 0.5) stepsTo.push('progress');
        if (rnd() < 0.12) stepsTo.push('delay');
        if (rnd() < 0.08) stepsTo.push('reportCommandCenter', 'returnCommandCenter');
        if (goal === 'handling' && rnd() < 0.15) stepsTo.push('delayPending');
        if (goal !== 'handling') {
          stepsTo.push('finish');
          if (goal === 'closed' && rnd() < 0.1) stepsTo.push('fail', 'finish');
          if (goal === 'closed') stepsTo.push('pass');
        }
      }
    }
    if (state === 'toDispatch' && goal !== 'toDispatch') {
      const h = pick(handlers);
      dept = h.dept;
      handler = h.id;
      move('toSign', 0.2 + rnd() * 1.5);
      rec.dispatchTime = formatLocal(at);
      restart();
      logs.push({ code, at: formatLocal(at), member: center.id, transition: 'sendOrder', label: '派遣', from: 'toDispatch', to: 'toSign', dept, handler, deadline, note: '请及时处置' });
    }
    for (const step of stepsTo) {
      const from = state;
      if (step === 'refuse') { move('refused', 0.3 + rnd() * 1.5); restart(); logs.push({ code, at: formatLocal(at), member: handler, transition: 'refuse', label: '退回', from, to: state, deadline, note: pick(NOTES.refuse) }); }
      if (step === 'sendOrder') {
        const h = pick(handlers.filter((x) => x.id !== handler));
        dept = h.dept;
        handler = h.id;
        move('toSign', 0.5 + rnd() * 2);
        rec.dispatchTime = formatLocal(at);
        restart();
        logs.push({ code, at: formatLocal(at), member: center.id, transition: 'sendOrder', label: '派遣', from, to: state, dept, handler, deadline, note: '重新派遣' });
      }
      if (step === 'sign') { move('handling', 0.1 + rnd() * 2.5); rec.signTime = formatLocal(at); restart(); logs.push({ code, at: formatLocal(at), member: handler, transition: 'sign', label: '签收', from, to: state, deadline, note: pick(NOTES.sign) || null }); }
      if (step === 'progress') { move('handling', 1 + rnd() * 6); logs.push({ code, at: formatLocal(at), member: handler, transition: 'reportProgress', label: '处置反馈', from, to: state, outcome: 'progress', deadline, note: pick(NOTES.progress) }); }
      if (step === 'delay' || step === 'delayPending') {
        // A request the command center approved (the deadline moved then), or one still pending.
        move('handling', 0.5 + rnd() * 3);
        const date = addWorkingHours(cal, deadline ?? formatLocal(at), 16).slice(0, 10);
        const note = pick(NOTES.delay);
        logs.push({ code, at: formatLocal(at), member: handler, transition: 'delayApply', label: '申请延期', from, to: state, askedDate: date, deadline, note });
        Object.assign(rec, { delayDate: date, delayReason: note, delayApplicant: handler, delayPending: step === 'delayPending' });
        if (step === 'delay') {
          move('handling', 0.3 + rnd() * 2);
          deadline = endOfDay(date);
          logs.push({ code, at: formatLocal(at), member: center.id, transition: 'delayApprove', label: '批准延期', from, to: state, deadline, note: '同意延期' });
        }
      }
      if (step === 'reportCommandCenter') { move('center', 0.5 + rnd() * 4); restart(); logs.push({ code, at: formatLocal(at), member: handler, transition: 'reportCommandCenter', label: '上报指挥中心', from, to: state, deadline, note: pick(NOTES.center) }); }
      if (step === 'returnCommandCenter') { move('handling', 1 + rnd() * 5); restart(); logs.push({ code, at: formatLocal(at), member: center.id, transition: 'returnCommandCenter', label: '退回部门处置', from, to: state, deadline, note: pick(NOTES.back) }); }
      if (step === 'finish') {
        move('toReview', 1 + rnd() * Math.max(2, type.hours * (rnd() < 0.15 ? 2.2 : 0.9)));
        rec.finishTime = formatLocal(at);
        restart();
        logs.push({ code, at: formatLocal(at), member: handler, transition: 'reportProgress', label: '处置反馈', from, to: state, outcome: 'finish', deadline, note: pick(NOTES.finish) });
      }
      if (step === 'fail') { move('handling', 1 + rnd() * 8); restart(); logs.push({ code, at: formatLocal(at), member: center.id, transition: 'problemReview', label: '核查', from, to: state, outcome: 'fail', deadline, note: pick(NOTES.fail) }); }
      if (step === 'pass') {
        move('closed', 1 + rnd() * 12);
        rec.closeTime = formatLocal(at);
        rec.evaluation = rnd() < 0.75 ? 'satisfied' : rnd() < 0.7 ? 'basic' : 'unsatisfied';
        rec.isRead = true;
        logs.push({ code, at: formatLocal(at), member: rnd() < 0.7 ? center.id : reporter.id, transition: 'problemReview', label: '核查', from, to: state, outcome: 'pass', deadline, note: pick(NOTES.review) || null });
      }
    }
    // Steps may not run past now: a closed case's last step is before the clock.
    if (at > nowMs) {
      const shift = at - nowMs + HOUR;
      for (const key of ['reportTime', 'dispatchTime', 'signTime', 'finishTime', 'closeTime']) if (rec[key]) rec[key] = formatLocal(parseLocal(String(rec[key])) - shift);
      for (const l of logs.filter((x) => x.code === code)) l.at = formatLocal(parseLocal(String(l.at)) - shift);
    }
    Object.assign(rec, { state, dept, handler, deadline });
    cases.push(rec);
  }
  await seedTable(sql, t.problem, `INSERT INTO ${t.problem} (tenant_id, code, title, description, type_id, source, urgency, region_id, address, location, reporter_id, report_time,
      dept_id, handler_id, state, handle_hours, deadline, dispatch_time, sign_time, finish_time, close_time, evaluation, is_read,
      delay_pending, delay_date, delay_reason, delay_applicant_id)
    SELECT current_setting('app.tenant_id'), x.code, x.title, x.title || '，请尽快处理。', x.type, x.source, x.urgency, x.region,
           x.address, x.location, x.reporter, x."reportTime"::timestamp, x.dept, x.handler, x.state, x.hours, x.deadline::timestamp,
           x."dispatchTime"::timestamp, x."signTime"::timestamp, x."finishTime"::timestamp, x."closeTime"::timestamp, x.evaluation, x."isRead",
           COALESCE(x."delayPending", false), x."delayDate"::date, x."delayReason", x."delayApplicant"
      FROM jsonb_to_recordset($1::jsonb) AS x(code text, title text, type int, source text, urgency text, region int, address text, location text, reporter int, "reportTime" text, dept int, handler int,
           state text, hours int, deadline text, "dispatchTime" text, "signTime" text, "finishTime" text, "closeTime" text, evaluation text, "isRead" boolean,
           "delayPending" boolean, "delayDate" text, "delayReason" text, "delayApplicant" int)`,
  [JSON.stringify(cases)]);
  await sql.query(`INSERT INTO workflow_action (tenant_id, table_name, record_id, at, user_id, user_name, member_id, transition, label, from_state, to_state, outcome, note, dept_id, handler_id, asked_date, deadline)
    SELECT current_setting('app.tenant_id'), '${t.problem}', pr.id, x.at::timestamp, COALESCE(u.user_id, 'seed'), m.name, x.member, x.transition, x.label, x."from", x."to", x.outcome, x.note,
           x.dept, x.handler, x."askedDate"::date, x.deadline::timestamp
      FROM jsonb_to_recordset($1::jsonb) AS x(code text, at text, member int, transition text, label text, "from" text, "to" text, outcome text, note text,
           dept int, handler int, "askedDate" text, deadline text, n int)
      JOIN ${t.problem} pr ON pr.code = x.code
      LEFT JOIN ${t.member} m ON m.id = x.member
      LEFT JOIN users u ON lower(u.username) = lower(m.account)
     ORDER BY x.at, x.n`, [JSON.stringify(logs.map((l, n) => ({ ...l, n })))]);
}

/**
 * 考勤管理's calls beyond the catalogue's: 补卡 (a correction with its reason, recomputing that
 * day), the roster's save, recomputing a month's attendance, and the ht family's web approve
 * (approvalInfo/webApprove: the pending step of a leave or overtime application, run as the
 * workflow's own transition).
 */
import type { FastifyInstance } from 'fastify';
import { checkRules, coerce, opCode, stateOf, type ModuleDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { notFound, ok } from '../../http/errors';
import { audit, changesOf } from '../../resources/audit';
import { invalid, messages } from '../../resources/messages';
import { getRow, insertRow } from '../../resources/records';
import { register } from '../../resources/register';
import type { Ctx } from '../../resources/select';
import { actorOf } from '../../resources/workflow/people';
import { runTransition } from '../../resources/workflow/transition';
import { computeAttendance } from './compute';
import { afterSave } from '../../resources/after-save';
import { monthOf, monthRange, requiredId, say } from './params';
import { recomputeExisting, saveRoster } from './roster';
import { HT } from '../../../../catalogue/src/systems/rykq/shared';

type Obj = Record<string, unknown>;

export function rykqRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const resource = (key: string) => mod.resources.find((r) => r.key === key)!;
  const clock: Ctx = { mod, resource: resource('clockRecord') };

  register(server, app, mod.system, 'POST', `${clock.resource.endpoints.base}/correct.smvc`, async (r, p, tid) => {
    const { userId } = sessionOf(r);
    const fieldOf = (k: string) => clock.resource.fields.find((f) => f.key === k)!;
    const values: Record<string, unknown> = {};
    for (const key of ['staffId', 'clockTime', 'reason']) {
      const f = { ...fieldOf(key), rules: { ...fieldOf(key).rules, required: true } };
      const typed = coerce(f, p[key]);
      if ('error' in typed) throw invalid(typed.error);
      const problem = checkRules(f, typed.value);
      if (problem) throw invalid(key === 'reason' && typed.value === null ? say.reasonRequired : problem);
      values[key] = typed.value;
    }
    return ok(await app.db.tenant(tid, async (sql) => {
      const [staff] = await sql.query<{ id: number }>(`SELECT id FROM platform_staff WHERE id = $1`, [values.staffId]);
      if (!staff) throw invalid(messages.notFound);
      const [future] = await sql.query<{ late: boolean }>(`SELECT $1::timestamp > localtimestamp(0) AS late`, [values.clockTime]);
      if (future!.late) throw invalid(say.futureClock);
      const [user] = await sql.query<{ name: string }>(`SELECT name FROM users WHERE user_id = $1`, [userId]);
      const id = await insertRow(sql, clock, { ...values, method: 'manual', source: 'correction', inRange: true, operator: (user?.name ?? '').slice(0, 20) } as never);
      const row = (await getRow(sql, clock, id))!;
      await audit(sql, { userId }, clock, 'correct', id, changesOf(clock, undefined, row));
      const day = String(values.clockTime).slice(0, 10);
      // The clock-in may belong to the evening before (a night shift's clock-out).
      const recomputed = await recomputeExisting(sql, [values.staffId as number], addDay(day, -1), day);
      return { ...row, recomputed };
    }), '补卡成功，当日考勤已重新计算');
  });

  register(server, app, mod.system, 'POST', `${resource('schedule').endpoints.base}/saveRoster.smvc`, async (r, p, tid) => {
    const { userId } = sessionOf(r);
    return ok(await app.db.tenant(tid, async (sql) => {
      const done = await saveRoster(sql, p);
      await audit(sql, { userId }, { mod, resource: resource('schedule') }, 'saveRoster', null, []);
      return done;
    }), '排班已保存');
  });

  register(server, app, mod.system, 'POST', `${resource('attendanceRecord').endpoints.base}/recompute.smvc`, async (_r, p, tid) => {
    const month = monthOf(p, '');
    if (!month) throw invalid(say.badMonth);
    const { from, to } = monthRange(month);
    return ok({ month, rows: await app.db.tenant(tid, (sql) => computeAttendance(sql, { from, to })) }, '考勤已重新计算');
    // Derived from the stored punches, leaves and rosters only: whoever reads the records may refresh them.
  }, { read: 'attendanceRecord' });

  const approvalCodes = (['leave', 'overtime'] as const).flatMap((k) => resource(k).workflow!.transitions.filter((t) => t.outcomes).map((t) => opCode(k, t.key)));
  register(server, app, mod.system, 'POST', `${HT}/approvalInfo/webApprove`, async (r, p, tid) => {
    const kind = p.kind;
    if (kind !== 'leave' && kind !== 'overtime') throw invalid(say.badKind);
    if (p.outcome !== 'pass' && p.outcome !== 'reject') throw invalid(say.badOutcome);
    const id = requiredId(p, 'id', '申请');
    const ctx: Ctx = { mod, resource: resource(kind) };
    const wf = ctx.resource.workflow!;
    return ok(await app.db.tenant(tid, async (sql) => {
      const record = await getRow(sql, ctx, id);
      if (!record) throw notFound(messages.notFound);
      const step = wf.transitions.find((t) => t.outcomes && t.from.includes(String(record.state)));
      if (!step) throw invalid(say.noStep(stateOf(wf, record.state)?.label ?? String(record.state)));
      const actor = await actorOf(sql, mod, wf, sessionOf(r).userId);
      const row = await runTransition(sql, ctx, step, { id, outcome: p.outcome, note: p.note } as Obj, actor);
      await afterSave(sql, ctx, [id], step.key);
      return row;
    }), '审批完成');
    // The approval steps of both workflows (the transition run is the one the record's state allows).
  }, { fn: approvalCodes });
}

function addDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

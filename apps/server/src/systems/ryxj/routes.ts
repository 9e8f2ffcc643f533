/**
 * 巡检考评's calls beyond the catalogue's: evalInfo/init (an inspector starts an evaluation of a
 * facility and gets the rule items that apply to it), evalInfo/addUpdateScore (the deductions of
 * an evaluation replaced: its score follows), evalInfo/ruleItems (a facility's applicable items)
 * and role/getMaxGrade (the highest grade of the enabled roles). Each runs in one tenant
 * transaction with the workflow's checks, so what they refuse leaves nothing written.
 */
import type { FastifyInstance } from 'fastify';
import { coerce, operationCode, type ModuleDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import type { Sql } from '../../db/types';
import { sessionOf } from '../../http/auth';
import { ok } from '../../http/errors';
import { afterSave } from '../../resources/after-save';
import { documentLines } from '../../resources/documents';
import { invalid, messages, say } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { idOf } from '../../resources/records';
import { register } from '../../resources/register';
import type { Ctx } from '../../resources/select';
import { nowOf } from '../../resources/workflow/calendar';
import { expireOverdue } from '../../resources/workflow/expire';
import { actorOf } from '../../resources/workflow/people';
import { withActions, workflowRow } from '../../resources/workflow/read';
import { createCase, editCase } from '../../resources/workflow/record';
import { ryxjText } from './text';

type Obj = Record<string, unknown>;

const API = '/envcloud/hw/ryxj/api/v1';

/** The rule items that apply to a facility: enabled, for its type (or every type), of a check category bound to its type. */
export async function ruleItems(sql: Sql, mod: ModuleDefinition, facilityId: number): Promise<Obj[]> {
  const t = (key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));
  return sql.query(
    `SELECT r.id, r.code, r.item, r.check_type AS "checkType", r.standard, r.unit_deduct AS "unitDeduct", r.max_deduct AS "maxDeduct"
       FROM platform_facility f JOIN ${t('ruleScore')} r ON r.enabled IS NOT FALSE AND (r.facility_type IS NULL OR r.facility_type = f.facility_type)
       LEFT JOIN ${t('typeBindingInfo')} b ON b.facility_type = f.facility_type AND b.enabled IS NOT FALSE
      WHERE f.id = $1 AND (b.id IS NULL OR r.check_type = ANY(b.check_types))
      ORDER BY r.check_type, r.code`,
    [facilityId],
  );
}

export function ryxjRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const evaluation = mod.resources.find((r) => r.key === 'evaluation')!;
  const ctx: Ctx = { mod, resource: evaluation };
  const wf = evaluation.workflow!;
  const facilityField = evaluation.fields.find((f) => f.key === 'facilityId')!;
  const user = (r: Parameters<typeof sessionOf>[0]) => sessionOf(r).userId;

  /** A facility id of the payload that exists and is under inspection. */
  async function inspectedFacility(sql: Sql, raw: unknown): Promise<{ id: number; name: string }> {
    const typed = coerce(facilityField, raw);
    if ('error' in typed) throw invalid(typed.error);
    if (typed.value === null) throw invalid(ryxjText.noFacility);
    const [f] = await sql.query<{ id: number; name: string; enabled: boolean | null }>(`SELECT id, name, eval_enabled AS enabled FROM platform_facility WHERE id = $1`, [typed.value]);
    if (!f) throw invalid(say(messages.lookupMissing, { label: facilityField.label, value: String(typed.value) }));
    if (f.enabled === false) throw invalid(ryxjText.facilityNotInspected);
    return f;
  }

  /** The evaluation as lists show it, for this user, with its deductions. */
  async function answer(sql: Sql, userId: string, id: number): Promise<Obj> {
    const actor = await actorOf(sql, mod, wf, userId);
    return { ...withActions(ctx, actor, (await workflowRow(sql, ctx, id))!), lines: await documentLines(sql, ctx, id) };
  }

  register(server, app, mod.system, 'POST', `${API}/evalInfo/init`, async (r, p, tid) =>
    ok(await app.db.tenant(tid, async (sql) => {
      await expireOverdue(sql, ctx);
      const actor = await actorOf(sql, mod, wf, user(r));
      const facility = await inspectedFacility(sql, p.facilityId);
      const today = (await nowOf(sql)).slice(0, 10);
      const given = (k: string) => p[k] !== undefined && p[k] !== null && p[k] !== '';
      const payload: Obj = { ...p, facilityId: facility.id, evalDate: given('evalDate') ? p.evalDate : today, title: given('title') ? p.title : `${facility.name}考评`, lines: p.lines ?? [] };
      const made = await createCase(sql, ctx, payload, actor);
      await afterSave(sql, ctx, [made.id as number], 'create');
      return { ...(await answer(sql, user(r), made.id as number)), items: await ruleItems(sql, mod, facility.id) };
    }), '已发起考评'), { fn: operationCode('evaluation', 'create') });

  register(server, app, mod.system, 'POST', `${API}/evalInfo/addUpdateScore`, async (r, p, tid) =>
    ok(await app.db.tenant(tid, async (sql) => {
      await expireOverdue(sql, ctx);
      const id = idOf(p);
      if (!Array.isArray(p.lines) && typeof p.lines !== 'string') throw invalid(ryxjText.linesRequired);
      const actor = await actorOf(sql, mod, wf, user(r));
      const before = await workflowRow(sql, ctx, id);
      await editCase(sql, ctx, { id, lines: p.lines }, actor);
      await afterSave(sql, ctx, [id], 'update', before);
      return answer(sql, user(r), id);
    }), messages.saved), { fn: operationCode('evaluation', 'edit') });

  for (const method of ['GET', 'POST'] as const) {
    register(server, app, mod.system, method, `${API}/evalInfo/ruleItems`, async (_r, p, tid) =>
      ok(await app.db.tenant(tid, async (sql) => ruleItems(sql, mod, (await inspectedFacility(sql, p.facilityId)).id))), { read: 'evaluation' });
    register(server, app, mod.system, method, `${API}/role/getMaxGrade`, async (_r, _p, tid) =>
      ok(await app.db.tenant(tid, async (sql) => {
        const role = ident(tableOf(mod.resources.find((x) => x.key === 'role')!));
        const [top] = await sql.query<{ grade: number | null; names: string[] | null }>(
          `SELECT max(grade) AS grade, array_agg(name ORDER BY name) FILTER (WHERE grade = (SELECT max(grade) FROM ${role} WHERE enabled IS NOT FALSE)) AS names
             FROM ${role} WHERE enabled IS NOT FALSE`);
        return { maxGrade: top?.grade ?? null, roles: top?.names ?? [] };
      })));
  }
}

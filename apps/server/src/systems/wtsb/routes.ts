/**
 * wtsb calls beyond the generic ones: the 处置时限 of a problem type (handleHour) and the
 * default handler a new case of a type and area would get (defaultHandler), both for the
 * report form.
 */
import type { FastifyInstance } from 'fastify';
import { coerce, type ModuleDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/errors';
import { register } from '../../resources/register';
import { invalid, messages } from '../../resources/messages';
import { tableOf } from '../../resources/names';
import { assignee } from '../../resources/workflow/record';
import type { Ctx } from '../../resources/select';

export function wtsbRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const problem = mod.resources.find((r) => r.key === 'problem')!;
  const type = mod.resources.find((r) => r.key === 'problemType')!;
  const member = mod.resources.find((r) => r.key === 'member')!;
  const ctx: Ctx = { mod, resource: problem };
  const lookup = (key: string, raw: unknown): number | null => {
    const f = problem.fields.find((x) => x.key === key)!;
    const typed = coerce(f, raw);
    if ('error' in typed) throw invalid(typed.error);
    return typed.value as number | null;
  };
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, mod.system, method, `${problem.endpoints.base}/handleHour`, async (_r, p, tid) => {
      const typeId = lookup('typeId', p.typeId);
      const [row] = await app.db.tenant(tid, (sql) => sql.query<{ hours: number }>(`SELECT handle_hours AS hours FROM ${tableOf(type)} WHERE id = $1`, [typeId]));
      if (!row) throw notFound(messages.notFound);
      return ok({ typeId, handleHours: row.hours });
    }, { read: problem.key });
    register(server, app, mod.system, method, `${problem.endpoints.base}/defaultHandler`, async (_r, p, tid) => {
      const values = { typeId: lookup('typeId', p.typeId), regionId: lookup('regionId', p.regionId) };
      return ok(
        await app.db.tenant(tid, async (sql) => {
          const who = await assignee(sql, ctx, values);
          if (!who) return null;
          const [row] = await sql.query<{ name: string; dept: string }>(
            `SELECT m.name, c.name AS dept FROM ${tableOf(member)} m LEFT JOIN platform_company c ON c.id = $2 WHERE m.id = $1`,
            [who.handler, who.dept],
          );
          return { deptId: who.dept, deptIdLabel: row?.dept ?? '', handlerId: who.handler, handlerIdLabel: row?.name ?? '' };
        }),
      );
    }, { read: problem.key });
  }
}

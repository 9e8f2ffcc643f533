import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { badRequest, fill, forbidden, messages, ok } from '../http/errors';
import { parseParameters } from '../http/parameters';
import { identity, object, optionalText } from '../http/schemas';

interface ParamInput {
  parameters?: string;
  tenantId?: string;
  paramTypeCode?: string;
}

const schema = object({ ...identity, parameters: optionalText(2000), paramTypeCode: optionalText(100) });

/** Tenant parameters such as the password rule (param_password_validate: regex + tip). */
export function paramRoutes(app: FastifyInstance, { db, requireSession }: AppContext): void {
  async function handler(request: FastifyRequest, input: ParamInput) {
    const session = sessionOf(request);
    const p = input.parameters ? parseParameters(input.parameters, ['paramTypeCode']) : { ...input };
    if (!p.paramTypeCode) throw badRequest(fill(messages.fieldRequired, { field: 'paramTypeCode' }));
    if (p.tenantId && p.tenantId !== session.tenantId) throw forbidden();
    const rows = await db.tenant(session.tenantId, (sql) =>
      sql.query<{ parm_code: string; parm_name: string }>(
        'SELECT parm_code, parm_name FROM params WHERE param_type_code = $1 ORDER BY sort, parm_code',
        [p.paramTypeCode],
      ),
    );
    return ok(rows.map((r) => ({ paramTypeCode: p.paramTypeCode, parmCode: r.parm_code, parmName: r.parm_name })));
  }
  const url = '/cloud/management/rest/np/param/getByParamTypeCode';
  app.get<{ Querystring: ParamInput }>(url, { schema: { querystring: schema }, preHandler: requireSession }, (request) =>
    handler(request, request.query),
  );
  app.post<{ Body: ParamInput }>(url, { schema: { body: schema }, preHandler: requireSession }, (request) =>
    handler(request, request.body),
  );
}

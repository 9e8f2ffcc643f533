import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { ok } from '../http/errors';
import { identity, object, optionalText } from '../http/schemas';
import { tables } from '../seed/tables';

interface DeptNode {
  id: string;
  key: string;
  name: string;
  title: string;
  parentId: string | null;
  children: DeptNode[];
}

/** Organisation lookups used by the shell (spec §7): the platform's department tree and list. */
export function orgRoutes(app: FastifyInstance, { db, requireSession }: AppContext): void {
  const load = (tenantId: string) =>
    db.tenant(tenantId, (sql) =>
      sql.query<{ dept_id: string; parent_id: string | null; name: string }>(
        `SELECT id::text AS dept_id, parent_id::text AS parent_id, name FROM ${tables('platform').department} ORDER BY sort_no, id`,
      ),
    );

  app.get(
    '/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr',
    { schema: { querystring: object(identity) }, preHandler: requireSession },
    async (request) => {
      const rows = await load(sessionOf(request).tenantId);
      const nodes = new Map<string, DeptNode>(
        rows.map((r) => [r.dept_id, { id: r.dept_id, key: r.dept_id, name: r.name, title: r.name, parentId: r.parent_id, children: [] }]),
      );
      const roots: DeptNode[] = [];
      for (const node of nodes.values()) {
        const parent = node.parentId ? nodes.get(node.parentId) : undefined;
        (parent ? parent.children : roots).push(node);
      }
      return ok(roots);
    },
  );

  app.get<{ Querystring: { parentId?: string } }>(
    '/cloud/ehr/sync/dept/loadDepartmentEhr',
    { schema: { querystring: object({ ...identity, parentId: optionalText(64) }) }, preHandler: requireSession },
    async (request) => {
      const rows = await load(sessionOf(request).tenantId);
      const parentId = request.query.parentId;
      return ok(
        rows
          .filter((r) => !parentId || r.parent_id === parentId)
          .map((r) => ({ id: r.dept_id, name: r.name, parentId: r.parent_id })),
      );
    },
  );
}

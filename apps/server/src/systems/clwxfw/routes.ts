/**
 * 维修与费用's settlement calls beyond the catalogue: settlement (settle), revokeSettlement and
 * loadSettlement (a settlement with the costs it settles) under settlementManage.
 */
import type { FastifyInstance } from 'fastify';
import { findResource, moduleOf } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { notFound, ok } from '../../http/errors';
import { listPage } from '../../resources/calls';
import { getRow, idOf } from '../../resources/records';
import { register } from '../../resources/register';
import { revokeSettlement, settle, settleMessages } from './settle';

const BASE = '/cloud/clwxfw/settlementManage';

export function clwxfwRoutes(server: FastifyInstance, app: AppContext): void {
  const actor = (r: Parameters<typeof sessionOf>[0]) => ({ userId: sessionOf(r).userId });
  register(server, app, 'clwxfw', 'POST', `${BASE}/settlement`, async (r, p, tid) => {
    const id = idOf(p);
    return ok(await app.db.tenant(tid, (sql) => settle(sql, id, actor(r))), '结算成功');
  });
  register(server, app, 'clwxfw', 'POST', `${BASE}/revokeSettlement`, async (r, p, tid) => {
    const id = idOf(p);
    return ok(await app.db.tenant(tid, (sql) => revokeSettlement(sql, id, actor(r))), '已撤销结算');
  });
  // The settlement and the costs it settles (paged like a list: pageNum, pageSize).
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, 'clwxfw', method, `${BASE}/loadSettlement`, async (_r, p, tid) => {
      const id = idOf(p);
      const mod = moduleOf('clwxfw')!;
      return ok(
        await app.db.tenant(tid, async (sql) => {
          const settlement = await getRow(sql, { mod, resource: findResource('clwxfw', 'settlement')! }, id);
          if (!settlement) throw notFound(settleMessages.notFound);
          const costs = await listPage(sql, { mod, resource: findResource('clwxfw', 'cost')! }, { pageNum: p.pageNum, pageSize: p.pageSize, settlementId: id });
          return { settlement, costs };
        }),
      );
    });
  }
}

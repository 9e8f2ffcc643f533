/**
 * The dispatch calls beyond the catalogue's generic ones, under /cloud/zhdd/dispatch: send (from
 * the 调度台: the record, its group and its message) and the steps receive, remind, complete and
 * cancel, declared as the resource's actions answered by the system. The group hears each on the
 * live channel once committed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionPath, findResource } from '../../../../../catalogue/src';
import type { AppContext } from '../../../context';
import { sessionOf } from '../../../http/auth';
import { ok } from '../../../http/errors';
import { register } from '../../../resources/register';
import { requireSeat, seatOf } from '../chat/identity';
import { seatsOf } from '../chat/group-row';
import { tellSeats } from '../chat/publish';
import { msg, say, SYSTEM } from '../shared';
import { sendDispatch, stepDispatch, STEPS, type StepKey } from './steps';

export function dispatchRoutes(server: FastifyInstance, app: AppContext, submit: string): void {
  const resource = findResource(SYSTEM, 'dispatchRecord')!;
  const user = (r: FastifyRequest) => sessionOf(r).userId;
  register(server, app, SYSTEM, 'POST', submit, async (r, p, tid) => {
    const posted = await app.db.tenant(tid, async (sql) => sendDispatch(sql, user(r), await requireSeat(sql, user(r)), p));
    if (posted.groupCreated) await tellSeats(app, tid, seatsOf(posted.group), { kind: 'group', groupId: posted.group.id, change: 'created' });
    for (const message of posted.messages) await tellSeats(app, tid, seatsOf(posted.group), { kind: 'message', groupId: posted.group.id, message });
    return ok({ ...posted.row, groupName: posted.group.name, groupCreated: posted.groupCreated }, msg.sentMsg);
    // Sent from the 调度台's map (the areaPick page): its view is the function.
  }, { pageKinds: ['areaPick'] });
  for (const action of resource.actions ?? []) {
    const step = action.key as StepKey;
    if (!(step in STEPS)) continue;
    register(server, app, SYSTEM, 'POST', actionPath(resource, action), async (r, p, tid) => {
      const done = await app.db.tenant(tid, async (sql) => stepDispatch(sql, user(r), await seatOf(sql, user(r)), step, p));
      if (done.group && done.message) await tellSeats(app, tid, seatsOf(done.group), { kind: 'message', groupId: done.group.id, message: done.message });
      return ok(done.row, say(msg.done, { action: STEPS[step].label }));
    });
  }
}

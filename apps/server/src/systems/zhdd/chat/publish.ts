/**
 * Telling a group's members on the live channel: after the change is committed, the event goes
 * to the accounts of the group's seats only (LiveHub.publishTo), never to the whole tenant.
 */
import type { AppContext } from '../../../context';
import type { ChatEvent } from '../../../../../catalogue/src';
import { accountsOf } from './identity';

export type { ChatEvent };

/** Publishes `event` to the accounts of `seatIds` in the tenant. */
export async function tellSeats(app: AppContext, tenantId: string, seatIds: readonly number[], event: ChatEvent): Promise<void> {
  const users = await app.db.tenant(tenantId, (sql) => accountsOf(sql, seatIds));
  app.live.publishTo(tenantId, users, { type: 'chat', data: event });
}

/**
 * customerRecordDetail/saveOrUpdate and delete (spec §7): one line of a pending record edited
 * alone. The record must still wait for confirmation; its totals are summed again in the same
 * transaction, and a record keeps at least one line. The record's history notes the change.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from '../../../../catalogue/src';
import { zyhsjg as text } from '../../../../../src/i18n/messages/zyhsjg';
import type { AppContext } from '../../context';
import type { Sql } from '../../db/types';
import { sessionOf } from '../../http/auth';
import { ok } from '../../http/errors';
import { audit, changesOf } from '../../resources/audit';
import { invalid } from '../../resources/messages';
import { getRow, idValue, insertRow, prepare, writeValues } from '../../resources/records';
import { register } from '../../resources/register';
import type { Ctx } from '../../resources/select';
import { T } from './scope';

type Obj = Record<string, unknown>;
const BASE = '/cloud/zyhsjg/customerRecordDetail';
/** A line is edited as part of its record (decision 0330). */
const EDIT_RECORD = 'customerRecord:edit';

export function lineRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const ctxOf = (key: string): Ctx => ({ mod, resource: mod.resources.find((r) => r.key === key)! });
  const record = ctxOf('customerRecord');
  const line = ctxOf('customerRecordDetail');

  /** The pending record a line belongs to, locked for the change. */
  async function pendingRecord(sql: Sql, id: number): Promise<Obj> {
    const hit = await sql.query(`SELECT 1 FROM ${T().customerRecord} WHERE id = $1 FOR UPDATE`, [id]);
    if (!hit.length) throw invalid(text.recordMissing);
    const row = (await getRow(sql, record, id))!;
    if (row.state !== 'draft') throw invalid(text.recordLocked);
    return row;
  }

  async function retotal(sql: Sql, id: number, userId: string, before: Obj): Promise<Obj> {
    await sql.query(
      `UPDATE ${T().customerRecord} r SET total_weight = coalesce(l.w, 0), total_amount = coalesce(l.a, 0), update_time = localtimestamp(0)
       FROM (SELECT round(sum(weight)::numeric, 2) AS w, round(sum(amount)::numeric, 2) AS a FROM ${T().customerRecordDetail} WHERE customer_record_id = $1) l WHERE r.id = $1`,
      [id],
    );
    const after = (await getRow(sql, record, id))!;
    await audit(sql, { userId }, record, 'update', id, changesOf(record, before, after));
    return after;
  }

  register(server, app, mod.system, 'POST', `${BASE}/saveOrUpdate`, async (request, p, tid) => {
    const userId = sessionOf(request).userId;
    const isNew = p.id === undefined || p.id === null || p.id === '';
    const result = await app.db.tenant(tid, async (sql) => {
      const existing = isNew ? undefined : await getRow(sql, line, idValue(p.id));
      if (!isNew && !existing) throw invalid(text.lineMissing);
      const recordId = existing ? Number(existing.customerRecordId) : idValue(p.customerRecordId);
      const before = await pendingRecord(sql, recordId);
      const [next] = await sql.query<{ n: number }>(`SELECT coalesce(max(line_no), 0)::int + 1 AS n FROM ${T().customerRecordDetail} WHERE customer_record_id = $1`, [recordId]);
      const { values, errors } = await prepare(sql, line, { ...p, customerRecordId: recordId, lineNo: existing?.lineNo ?? next!.n }, existing);
      if (errors.length) throw invalid(errors[0]!.message, { errors });
      let id: number;
      if (existing) {
        id = existing.id as number;
        await writeValues(sql, line, [id], values);
      } else id = await insertRow(sql, line, values);
      const total = await retotal(sql, recordId, userId, before);
      return { ...(await getRow(sql, line, id))!, record: total };
    });
    return ok(result, text.lineSaved);
  }, { fn: EDIT_RECORD });

  register(server, app, mod.system, 'POST', `${BASE}/delete`, async (request, p, tid) => {
    const userId = sessionOf(request).userId;
    const result = await app.db.tenant(tid, async (sql) => {
      const existing = await getRow(sql, line, idValue(p.id));
      if (!existing) throw invalid(text.lineMissing);
      const recordId = Number(existing.customerRecordId);
      const before = await pendingRecord(sql, recordId);
      const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${T().customerRecordDetail} WHERE customer_record_id = $1`, [recordId]);
      if (count!.n <= 1) throw invalid(text.lastLine);
      await sql.query(`DELETE FROM ${T().customerRecordDetail} WHERE id = $1`, [existing.id]);
      return { deleted: 1, record: await retotal(sql, recordId, userId, before) };
    });
    return ok(result, text.lineDeleted);
  }, { fn: EDIT_RECORD });
}

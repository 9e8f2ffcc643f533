/**
 * The asset page's validateField call (spec §5: "asset field validation exists as a
 * validateField call"): one field of an asset checked as a save would check it — type, rules
 * and uniqueness in the tenant (skipping the record being edited) — without writing anything.
 */
import { invalid } from '../../resources/messages';
import { prepare } from '../../resources/records';
import { fill } from '../../http/errors';
import { gps as msg } from '../../../../../src/i18n/messages/gps';
import type { CustomHandler } from '../types';

export const validateField: CustomHandler = async (sql, mod, payload) => {
  const resource = mod.resources.find((r) => r.key === 'asset')!;
  const name = String(payload.fieldName ?? payload.field ?? '');
  const f = resource.fields.find((x) => x.key === name && !x.readonly);
  if (!f) throw invalid(fill(msg.fieldUnknown, { field: name.slice(0, 40) }));
  const id = payload.id === undefined || payload.id === null || payload.id === '' ? -1 : Number(payload.id);
  const { errors } = await prepare(sql, { mod, resource }, { [name]: payload.value }, { id: Number.isInteger(id) ? id : -1 });
  return errors.length ? { valid: false, field: name, message: errors[0]!.message } : { valid: true, field: name, message: msg.fieldValid };
};

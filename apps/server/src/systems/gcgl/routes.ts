/**
 * sensor/report: a device's reading of one sensor. The reading becomes the sensor's current value;
 * beyond the sensor's thresholds it raises an alarm (one open alarm per sensor: a further reading
 * out of range updates nothing but the value), back within them the sensor shows normal again.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { notFound, ok } from '../../http/errors';
import { register } from '../../resources/register';
import { invalid } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';

export function gcglRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const t = (key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));
  register(server, app, mod.system, 'POST', '/cloud/gcgl/sensor/report', async (_r, p, tid) => {
    if (!/^\d{1,9}$/.test(String(p.sensorId ?? ''))) throw invalid('请选择传感器');
    const value = typeof p.value === 'number' ? p.value : typeof p.value === 'string' && p.value.trim() !== '' ? Number(p.value) : NaN;
    if (!Number.isFinite(value) || Math.abs(value) > 1_000_000) throw invalid('读数须为数字');
    return ok(await app.db.tenant(tid, async (sql) => {
      const [s] = await sql.query<{ id: number; equipment_id: number; sensor_kind: string; lower_limit: number | null; upper_limit: number }>(
        `SELECT id, equipment_id, sensor_kind, lower_limit::float8 AS lower_limit, upper_limit::float8 AS upper_limit FROM ${t('sensor')} WHERE id = $1 FOR UPDATE`, [Number(p.sensorId)]);
      if (!s) throw notFound();
      const kind = value > s.upper_limit ? 'overUpper' : s.lower_limit !== null && value < s.lower_limit ? 'underLower' : null;
      await sql.query(`UPDATE ${t('sensor')} SET current_value = $2, read_time = localtimestamp(0), sensor_status = $3 WHERE id = $1`, [s.id, value, kind ? 'alarm' : 'normal']);
      if (!kind) return { sensorStatus: 'normal', alarmId: null };
      const [open] = await sql.query<{ id: number }>(`SELECT id FROM ${t('alarm')} WHERE sensor_id = $1 AND alarm_status = 'pending' ORDER BY id LIMIT 1`, [s.id]);
      if (open) return { sensorStatus: 'alarm', alarmId: open.id };
      const [a] = await sql.query<{ id: number }>(
        `INSERT INTO ${t('alarm')} (tenant_id, alarm_no, equipment_id, sensor_id, sensor_kind, alarm_kind, value, threshold, alarm_time, alarm_status)
         VALUES (current_setting('app.tenant_id'), 'BJ' || to_char(localtimestamp, 'YYYYMMDDHH24MISS') || lpad($7, 4, '0'), $2, $1, $3, $4, $5, $6, localtimestamp(0), 'pending')
         RETURNING id`,
        [s.id, s.equipment_id, s.sensor_kind, kind, value, kind === 'overUpper' ? s.upper_limit : s.lower_limit, String(s.id)]);
      return { sensorStatus: 'alarm', alarmId: a!.id };
    }));
  }, { fn: 'sensor:edit' });
}

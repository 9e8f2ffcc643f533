/**
 * spjg demo data of one tenant: cameras on the platform's vehicles, at 中转站 (transfer and
 * compression stations) and at other facilities (codes shared with 设备在线); the 通用类型
 * dictionary; a week of facility video alarms with snapshots (the recorded clips: seed-clips.ts).
 */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { facilityCameraCode, vehicleCameraCode } from '../sbbj/seed';

const TID = `current_setting('app.tenant_id')`;

const TYPES: [string, string, [string, string, string][]][] = [
  ['VIDEO_ALARM', '视频报警类型', [['FIRE', '烟火识别', 'serious'], ['OVERFLOW', '垃圾满溢', 'normal'], ['DUMPING', '违规倾倒', 'serious'], ['INTRUSION', '人员闯入', 'normal'], ['PARKING', '车辆违停', 'info']]],
  ['CAMERA_BRAND', '摄像头品牌', [['HIKVISION', '海康威视', 'info'], ['DAHUA', '大华', 'info'], ['UNIVIEW', '宇视', 'info']]],
  ['STORAGE_POLICY', '录像存储策略', [['DAYS_7', '循环保存 7 天', 'info'], ['DAYS_30', '循环保存 30 天', 'info']]],
];

export async function seedVideo(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('spjg');
  const v = tables('platform').vehicle;
  const f = tables('platform').facility;
  await seedTable(sql, t.camera!,
    `INSERT INTO ${t.camera} (tenant_id, code, name, camera_type, vehicle_id, facility_id, channel, online_status, last_heartbeat)
     SELECT ${TID}, ${vehicleCameraCode}, v.car_no || ' 前视摄像头', 'car', v.id, NULL, 1, 'online', localtimestamp(0) FROM ${v} v
     UNION ALL
     SELECT ${TID}, ${facilityCameraCode}, f.name || ' 监控', CASE WHEN f.facility_type IN ('transferStation', 'compressionStation') THEN 'zc' ELSE 'infra' END,
            NULL, f.id, 1, 'online', localtimestamp(0)
       FROM ${f} f WHERE f.facility_type IN ('transferStation', 'compressionStation') OR f.id % 4 = 0`);
  // The same physical cameras as 设备在线's: their heartbeats so far (offline ones silent since their outage).
  const sbbj = tables('sbbj');
  for (const kind of ['carcamera', 'infrascamera']) {
    await sql.query(`UPDATE ${t.camera} c SET last_heartbeat = d.last_heartbeat, online_status = d.online_status FROM ${sbbj[kind]} d WHERE d.device_no = c.code`);
  }
  if (await seedTable(sql, t.currencyType!,
    `INSERT INTO ${t.currencyType} (tenant_id, code, name, sort_no) SELECT ${TID}, x->>0, x->>1, i FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(x, i)`,
    [JSON.stringify(TYPES.map(([c, n]) => [c, n]))])) {
    await sql.query(
      `INSERT INTO ${t.currencyTypeEntity} (tenant_id, type_id, code, name, sort_no, level)
       SELECT ${TID}, ct.id, e->>1, e->>2, (e->>4)::int, e->>3 FROM jsonb_array_elements($1::jsonb) AS a(e) JOIN ${t.currencyType} ct ON ct.code = e->>0`,
      [JSON.stringify(TYPES.flatMap(([c, , entries]) => entries.map(([code, name, level], i) => [c, code, name, level, i + 1])))],
    );
  }
  // Alarms of the last 7 days at station and facility cameras, the older ones handled.
  await seedTable(sql, t.videoAlarm!,
    `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${t.camera} WHERE camera_type <> 'car'),
          k AS (SELECT array_agg(e.id ORDER BY e.sort_no) a FROM ${t.currencyTypeEntity} e JOIN ${t.currencyType} ct ON ct.id = e.type_id AND ct.code = 'VIDEO_ALARM')
     INSERT INTO ${t.videoAlarm} (tenant_id, snapshot, camera_id, alarm_type_id, alarm_time, status, handler, handle_result)
     SELECT ${TID}, '/video/samples/sample' || (1 + g % 3) || '.jpg', c.a[1 + (g * 7) % cardinality(c.a)], k.a[1 + (g * 3) % cardinality(k.a)],
            date_trunc('minute', localtimestamp(0)) - make_interval(mins => g * 197 + 13),
            CASE WHEN g < 4 THEN 'pending' WHEN g < 7 THEN 'acknowledged' ELSE 'handled' END,
            CASE WHEN g >= 7 THEN ($2::text[])[1 + g % 3] END,
            CASE WHEN g >= 7 THEN (ARRAY['已通知保洁员现场清理', '已联系站点负责人处置', '经核实为误报'])[1 + g % 3] END
       FROM generate_series(0, $1::int - 1) g, c, k`,
    [p.tenantId === '1' ? 48 : 20, ['王建国', '李海军', '张志强']]);
}

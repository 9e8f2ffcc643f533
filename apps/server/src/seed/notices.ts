/**
 * The demo notices of the shell's notice panel, written after the systems' data is seeded so
 * every figure in them is read from that data (a tonnage from the weighings, a stop from the
 * arrivals) and every menu path they cite exists (垃圾收运 → 统计报表 → …, checked by a test).
 */
import { moduleOf } from '../../../catalogue/src';
import type { Database, Sql } from '../db/types';
import { hasMarker, setMarker } from '../db/migrate';
import { demoNotices, type DemoNotice } from './demo-data';
import { tables } from './tables';

/** Notices came after the first seed: their own marker adds them to existing databases too. */
const NOTICES_MARKER = 'seed:notices-v2';
const LJSZY_TENANT = '1';

const dayText = (d: string) => `${Number(d.slice(5, 7))} 月 ${Number(d.slice(8, 10))} 日`;
const tons = (kg: number) => (kg / 1000).toFixed(2);

/** 垃圾收运's notices from its seeded data: the latest day's kitchen-waste tonnage and its longest stop. */
async function ljszyNotices(sql: Sql): Promise<DemoNotice[]> {
  if (!moduleOf('ljszy')) return [];
  const t = tables('ljszy');
  const kitchen = await sql.query<{ day: string; kg: number }>(
    `SELECT to_char(weigh_time, 'YYYY-MM-DD') AS day, sum(net_weight)::float8 AS kg FROM ${t.carWeightOperate}
     WHERE garbage_type = 'kitchen' AND status IS DISTINCT FROM 'void'
       AND weigh_time >= (SELECT max(weigh_time)::date - 1 FROM ${t.carWeightOperate})
     GROUP BY 1 ORDER BY 1 DESC`,
  );
  const [stop] = await sql.query<{ car: string; facility: string; minutes: number; arrived: string }>(
    `SELECT c.car_no AS car, f.name AS facility, a.stay_minutes AS minutes, to_char(a.arrival_time, 'YYYY-MM-DD HH24:MI') AS arrived
     FROM ${t.carArrivalRecord} a JOIN ${t.carInfo} c ON c.id = a.car_id JOIN ${t.facilityInfo} f ON f.id = a.facility_id
     WHERE a.arrival_time >= (SELECT max(arrival_time)::date FROM ${t.carArrivalRecord}) AND a.stay_minutes IS NOT NULL
     ORDER BY a.stay_minutes DESC, a.id DESC LIMIT 1`,
  );
  const notices: DemoNotice[] = [];
  if (stop) {
    notices.push({
      tenantId: LJSZY_TENANT, noticeId: 'n-1-1', level: 'warning', hoursAgo: 2,
      title: `${stop.car} 在${stop.facility}停留 ${stop.minutes} 分钟`,
      content: `${stop.arrived} 到站后停留 ${stop.minutes} 分钟，为当日最长。请调度员联系驾驶员确认原因。明细见“垃圾收运 → 统计报表 → 数据排查（停留记录）”。`,
    });
  }
  const [latest, before] = kitchen;
  if (latest) {
    const change = before && before.kg > 0 ? ((latest.kg - before.kg) / before.kg) * 100 : undefined;
    const trend = change === undefined ? '' : `，较前一日${change >= 0 ? '上升' : '下降'} ${Math.abs(change).toFixed(1)}%`;
    notices.push({
      tenantId: LJSZY_TENANT, noticeId: 'n-1-2', level: 'info', hoursAgo: 5,
      title: `${dayText(latest.day)}厨余垃圾收运 ${tons(latest.kg)} 吨`,
      content: `${dayText(latest.day)}厨余垃圾收运 ${tons(latest.kg)} 吨${trend}。明细见“垃圾收运 → 统计报表 → 毛重分析（垃圾类型统计）”。`,
    });
  }
  return notices;
}

/**
 * Writes the notices once per database, each tenant through its own RLS scope. A notice already
 * there (an upgraded database's) is kept as it is: an upgrade never rewrites what people have read.
 */
export async function seedNotices(db: Database): Promise<void> {
  if (await hasMarker(db, NOTICES_MARKER)) return;
  const computed = await db.tenant(LJSZY_TENANT, (sql) => ljszyNotices(sql));
  const all = [...computed, ...demoNotices];
  for (const tenantId of new Set(all.map((n) => n.tenantId))) {
    await db.tenant(tenantId, async (sql) => {
      for (const n of all.filter((x) => x.tenantId === tenantId)) {
        await sql.query(
          `INSERT INTO notices (tenant_id, notice_id, title, content, level, published_at)
           VALUES ($1, $2, $3, $4, $5, now() - make_interval(hours => $6::int))
           ON CONFLICT (tenant_id, notice_id) DO NOTHING`,
          [tenantId, n.noticeId, n.title, n.content, n.level, n.hoursAgo],
        );
      }
    });
  }
  await setMarker(db, NOTICES_MARKER);
}

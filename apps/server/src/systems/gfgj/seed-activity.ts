/**
 * 回收清运 activity of one tenant over the 30 days up to SEED_END: app users (residents,
 * merchants and recyclers with their audits, the company's insiders from its staff), WeChat
 * bindings, merchants' recharges (the balance is their sum), orders collected by the approved
 * recyclers with the tenant's vehicles and delivered to stations, carting orders hauling each
 * station's delivered weight per five days to a disposal site (the same kilograms), invitations.
 */
import type { Sql } from '../../db/types';
import { people, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import { ranked, TID } from './seed-base';

export const DAYS = 30;
const SHOPS = ['便民超市', '家电维修部', '快递驿站', '文具店', '水果店', '早餐店', '五金店', '洗衣店', '奶茶店', '书店', '药店', '花店'];

export async function seedActivity(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('gfgj');
  const pf = tables('platform');
  const full = p.tenantId === '1';
  const [residents, shops, recyclers, insiders, perDay] = full ? [60, 12, 10, 3, 8] : [20, 4, 4, 1, 4];
  const phoneBase = full ? 1380000 : 1390000;
  await seedTable(sql, t.user!,
    `WITH r AS ${ranked(pf.region!, `level = 'street'`, 'code')}, s AS ${ranked(pf.staff!)},
          u AS (SELECT i, CASE WHEN i <= $1::int THEN 'resident' WHEN i <= $1::int + $2::int THEN 'business' WHEN i <= $1::int + $2::int + $3::int THEN 'recycler' ELSE 'insider' END AS kind
                  FROM generate_series(1, $1::int + $2::int + $3::int + $4::int) i)
     INSERT INTO ${t.user} (tenant_id, user_no, name, phone, user_type, region_id, address, location, license_no, staff_id, audit_status, audit_remark, audit_time,
                            balance, points, status, register_time)
     SELECT ${TID}, 'U' || $5 || lpad(u.i::text, 5, '0'),
            CASE u.kind WHEN 'business' THEN ($6::text[])[1 + u.i % array_length($6::text[], 1)] || '（' || ($7::text[])[1 + u.i % array_length($7::text[], 1)] || '）'
                        WHEN 'insider' THEN st.name ELSE ($8::text[])[1 + (u.i * 5) % array_length($8::text[], 1)] END,
            CASE WHEN u.kind = 'insider' THEN st.phone ELSE ($9::bigint * 10000 + u.i)::text END,
            u.kind, (SELECT id FROM r WHERE k = u.i % r.c), ($7::text[])[1 + u.i % array_length($7::text[], 1)] || (u.i % 12 + 1) || ' 幢',
            round(($10::float8 + (u.i % 9 - 4) * 0.004)::numeric, 6) || ',' || round(($11::float8 + (u.i % 7 - 3) * 0.004)::numeric, 6),
            CASE WHEN u.kind = 'business' THEN '91330106MA2' || lpad((u.i * 7919 % 10000000)::text, 7, '0') ELSE NULL END,
            st.id,
            CASE WHEN u.kind IN ('business', 'recycler') AND u.i % 5 = 0 THEN 'pending' WHEN u.kind IN ('business', 'recycler') AND u.i % 7 = 0 THEN 'rejected' ELSE 'passed' END,
            CASE WHEN u.kind IN ('business', 'recycler') AND u.i % 5 <> 0 AND u.i % 7 = 0 THEN '营业执照或身份证照片不清晰，请重新上传' WHEN u.kind IN ('business', 'recycler') AND u.i % 5 <> 0 THEN '资料齐全，审核通过' END,
            CASE WHEN u.kind IN ('business', 'recycler') AND u.i % 5 <> 0 THEN $12::date - 60 + (u.i % 40) + time '10:30' END,
            0, 0, CASE WHEN u.kind = 'resident' AND u.i % 29 = 0 THEN 'frozen' ELSE 'normal' END,
            CASE WHEN u.kind IN ('business', 'recycler') AND u.i % 5 = 0 THEN $12::date - (u.i % 3) + time '09:00' ELSE $12::date - 90 + (u.i % 55) + time '08:00' + make_interval(mins => u.i * 7) END
       FROM u LEFT JOIN s ON u.kind = 'insider' AND s.k = (u.i - $1::int - $2::int - $3::int) % s.c LEFT JOIN ${pf.staff} st ON st.id = s.id`,
    [residents, shops, recyclers, insiders, p.plateLetter, SHOPS, p.communities, people, phoneBase, p.lng, p.lat, SEED_END]);
  await seedTable(sql, t.wechatUser!,
    `INSERT INTO ${t.wechatUser} (tenant_id, app_user_id, nickname, open_id, app_type, bind_time)
     SELECT ${TID}, u.id, '微信用户' || right(u.phone, 4), 'oGfgj' || md5(u.user_no)::varchar(23), CASE WHEN u.id % 4 = 0 THEN 'officialAccount' ELSE 'miniProgram' END,
            u.register_time + interval '3 minutes'
       FROM ${t.user} u WHERE u.user_type IN ('resident', 'business') AND u.id % 6 <> 0`);
  // Merchants prepay the carting service: recharges, then the balance is their sum.
  await seedTable(sql, t.rechargeRecord!,
    `INSERT INTO ${t.rechargeRecord} (tenant_id, serial_no, app_user_id, amount, balance_after, pay_way, operator, recharge_time)
     SELECT ${TID}, 'CZ' || to_char(x.at, 'YYYYMMDDHH24MI') || lpad(x.id::text, 4, '0'), x.id, x.amount,
            sum(x.amount) OVER (PARTITION BY x.id ORDER BY x.at), x.way, '财务 ' || $2, x.at
       FROM (SELECT u.id, (ARRAY[200, 500, 300, 1000])[1 + (u.id + k) % 4]::numeric AS amount, (ARRAY['wechat', 'wechat', 'transfer', 'cash'])[1 + (u.id + k) % 4] AS way,
                    $1::date - 25 + k * 9 + (u.id % 5) + time '10:00' AS at
               FROM ${t.user} u, generate_series(0, 2) k WHERE u.user_type = 'business' AND u.audit_status = 'passed') x`,
    [SEED_END, people[3]]);
  await sql.query(
    `UPDATE ${t.user} u SET balance = x.total, recharge_amount = x.last_amount, pay_way = x.last_way
       FROM (SELECT app_user_id, sum(amount) AS total, (array_agg(amount ORDER BY recharge_time DESC))[1] AS last_amount, (array_agg(pay_way ORDER BY recharge_time DESC))[1] AS last_way
               FROM ${t.rechargeRecord} GROUP BY app_user_id) x
      WHERE u.id = x.app_user_id AND u.balance = 0`);
  await seedOrders(sql, p, perDay);
  await seedTable(sql, t.inviteRecord!,
    `WITH r AS (SELECT id, register_time, (row_number() OVER (ORDER BY id))::int AS n FROM ${t.user} WHERE user_type = 'resident')
     INSERT INTO ${t.inviteRecord} (tenant_id, invite_code, inviter_id, invitee_id, invite_time, first_order_time, reward_points, reward_status, reward_time)
     SELECT ${TID}, 'YQ' || $2 || lpad(b.n::text, 4, '0'), a.id, b.id, $1::date - 40 + b.n % 38 + time '19:00',
            (SELECT min(o.order_time) FROM ${t.order} o WHERE o.app_user_id = b.id), 50,
            CASE WHEN b.n % 3 = 0 THEN 'pending' ELSE 'rewarded' END, CASE WHEN b.n % 3 = 0 THEN NULL ELSE $1::date - 38 + b.n % 38 + time '09:00' END
       FROM r a JOIN r b ON b.n = a.n + 1 WHERE a.n % 2 = 1`,
    [SEED_END, p.plateLetter]);
  await sql.query(
    `UPDATE ${t.user} u SET points = x.points FROM (
       SELECT o.app_user_id AS id, sum(round(o.actual_weight * g.points_per_kg))::int AS points FROM ${t.order} o JOIN ${t.garbageClass} g ON g.id = o.garbage_class_id
        WHERE o.status = 'finished' GROUP BY o.app_user_id) x WHERE u.id = x.id AND u.points = 0`);
}

async function seedOrders(sql: Sql, p: TenantProfile, perDay: number): Promise<void> {
  const t = tables('gfgj');
  const pf = tables('platform');
  // Orders of residents and merchants, collected by approved recyclers with the tenant's vehicles.
  await seedTable(sql, t.order!,
    // The picks are arrays indexed by the order's number (joins on modulo expressions plan as cross products).
    `WITH a AS (SELECT (SELECT array_agg(id ORDER BY id) FROM ${t.user} WHERE user_type IN ('resident', 'business') AND status = 'normal') AS customers,
                       (SELECT array_agg(id ORDER BY id) FROM ${t.user} WHERE user_type = 'recycler' AND audit_status = 'passed') AS recyclers,
                       (SELECT array_agg(id ORDER BY id) FROM ${pf.vehicle}) AS cars,
                       (SELECT array_agg(id ORDER BY id) FROM ${t.stationPoint}) AS stations,
                       (SELECT array_agg(id ORDER BY sort) FROM ${t.garbageClass} WHERE category = 'recyclable') AS classes),
          o AS (SELECT d, j, d * 100 + j AS q FROM generate_series(0, ${DAYS - 1}) d, generate_series(1, $2::int) j),
          pick AS (SELECT o.*, a.customers[1 + (o.q * 7) % cardinality(a.customers)] AS app_user_id,
                          a.recyclers[1 + (o.j + o.d) % cardinality(a.recyclers)] AS recycler_id,
                          a.cars[1 + ((o.j + o.d) % cardinality(a.recyclers)) % cardinality(a.cars)] AS car_id,
                          a.stations[1 + (o.q * 3 + o.d) % cardinality(a.stations)] AS station_id,
                          a.classes[1 + (o.q * 5 + o.j) % cardinality(a.classes)] AS class_id
                     FROM o, a)
     INSERT INTO ${t.order} (tenant_id, order_no, app_user_id, order_type, garbage_class_id, estimate_weight, actual_weight, amount, contact_phone, region_id, address, location,
                             appoint_time, recycler_id, car_id, station_id, status, check_status, check_remark, order_time, accept_time, finish_time)
     SELECT ${TID}, 'HS' || to_char(x.day, 'YYYYMMDD') || $3 || lpad(o.j::text, 3, '0'), u.id, (ARRAY['doorPickup','doorPickup','stationDelivery','bulky'])[1 + o.q % 4],
            gg.id, x.est, CASE WHEN x.state = 'finished' THEN x.actual END, CASE WHEN x.state = 'finished' THEN round((x.actual * gg.unit_price)::numeric, 2) END,
            u.phone, s.region_id, u.address, u.location, x.day + time '08:00' + make_interval(mins => 30 * (o.j % 16)),
            CASE WHEN x.state IN ('accepted', 'finished') THEN rr.id END, CASE WHEN x.state IN ('accepted', 'finished') THEN vv.id END, s.id,
            x.state, CASE WHEN x.state = 'finished' AND o.d > 2 THEN (CASE WHEN o.q % 31 = 0 THEN 'rejected' ELSE 'passed' END) ELSE 'unchecked' END,
            CASE WHEN x.state = 'finished' AND o.d > 2 AND o.q % 31 = 0 THEN '现场称重照片与重量不符' WHEN x.state = 'finished' AND o.d > 2 THEN '称重与照片一致' END,
            x.day + time '07:20' + make_interval(mins => 30 * (o.j % 16) - 40),
            CASE WHEN x.state IN ('accepted', 'finished') THEN x.day + time '08:00' + make_interval(mins => 30 * (o.j % 16) - 25) END,
            CASE WHEN x.state = 'finished' THEN x.day + time '08:00' + make_interval(mins => 30 * (o.j % 16) + 35 + o.q % 20) END
       FROM pick o
       CROSS JOIN LATERAL (SELECT ($1::date - o.d) AS day,
                                  round((3 + (o.q * 37) % 40 * 0.9)::numeric, 1) AS est, round((2.5 + (o.q * 41) % 45 * 0.85)::numeric, 1) AS actual,
                                  CASE WHEN o.d = 0 AND o.j > $2::int / 2 THEN (CASE WHEN o.j % 2 = 0 THEN 'pending' ELSE 'accepted' END)
                                       WHEN o.q % 23 = 0 THEN 'cancelled' ELSE 'finished' END AS state) x
       JOIN ${t.user} u ON u.id = o.app_user_id JOIN ${t.user} rr ON rr.id = o.recycler_id JOIN ${pf.vehicle} vv ON vv.id = o.car_id
       JOIN ${t.stationPoint} s ON s.id = o.station_id JOIN ${t.garbageClass} gg ON gg.id = o.class_id`,
    [SEED_END, perDay, p.plateLetter]);
  // Every five days each station's delivered kilograms of a class leave for a disposal site.
  await seedTable(sql, t.cartingOrder!,
    `WITH w AS (SELECT o.station_id, o.garbage_class_id, (($1::date - o.finish_time::date) / 5) AS win, sum(o.actual_weight) AS weight
                  FROM ${t.order} o WHERE o.status = 'finished' GROUP BY 1, 2, 3),
          d AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM ${t.disposalSite} WHERE site_type <> 'hazardousPlant'),
          v AS (SELECT id, row_number() OVER (ORDER BY id DESC) - 1 AS k, count(*) OVER () AS n FROM ${pf.vehicle}),
          s AS (SELECT id, row_number() OVER (ORDER BY id DESC) - 1 AS k, count(*) OVER () AS n FROM ${pf.staff})
     INSERT INTO ${t.cartingOrder} (tenant_id, carting_no, station_id, disposal_site_id, garbage_class_id, car_id, driver_id, weight, dispatch_time, arrive_time, status)
     SELECT ${TID}, 'QY' || to_char(x.at, 'YYYYMMDD') || $2 || lpad(w.station_id::text, 3, '0') || lpad(w.garbage_class_id::text, 2, '0'),
            w.station_id, (SELECT id FROM d WHERE d.k = (w.station_id + w.garbage_class_id) % d.n), w.garbage_class_id,
            (SELECT id FROM v WHERE v.k = w.station_id % v.n), (SELECT id FROM s WHERE s.k = w.station_id % s.n), w.weight, x.at,
            CASE WHEN w.win > 0 THEN x.at + make_interval(mins => 40 + (w.station_id * 7 + w.garbage_class_id) % 45) END,
            CASE WHEN w.win > 0 THEN 'arrived' ELSE 'transporting' END
       FROM w CROSS JOIN LATERAL (SELECT ($1::date - w.win * 5)::date + time '16:00' + make_interval(mins => (w.station_id * 3 + w.garbage_class_id * 11) % 90) AS at) x`,
    [SEED_END, p.plateLetter]);
}

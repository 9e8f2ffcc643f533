/**
 * 收运一张图's demo data of one tenant, built on 垃圾收运's (seeded first): a department tree
 * (环卫局 › one 环卫所 per unit › one 收运队 per route), each team's area around its route's
 * facilities, and each vehicle's department and area from its route binding.
 */
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import type { TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;
/** Margin around a route's facilities, in degrees (about 200 m). */
const MARGIN = 0.002;

export async function seedLjsy(sql: Sql, p: TenantProfile): Promise<void> {
  const y = tables('ljsy');
  const s = tables('ljszy');
  const pt = tables('platform');
  const city = p.regions.find((r) => r[2] === 'city')?.[1] ?? '';
  await seedTable(sql, y.dept,
    `WITH staff AS (SELECT array_agg(id ORDER BY id) a FROM ${pt.staff}),
     root AS (
       INSERT INTO ${y.dept} (tenant_id, code, name, kind, parent_id, leader_id, phone, sort)
       SELECT ${TID}, 'HWJ', $1 || '环境卫生管理局', 'bureau', NULL, staff.a[1], '0571-87001000', 0 FROM staff RETURNING id),
     offices AS (
       INSERT INTO ${y.dept} (tenant_id, code, name, kind, parent_id, company_id, leader_id, phone, sort)
       SELECT ${TID}, 'HWS' || lpad(c.i::text, 2, '0'), coalesce(nullif(c.short_name, ''), c.name) || '环卫所', 'office', root.id, c.id,
              staff.a[1 + c.i % cardinality(staff.a)], '0571-8700' || lpad((c.i * 11)::text, 4, '0'), c.i
       FROM (SELECT id, name, short_name, row_number() OVER (ORDER BY id)::int AS i FROM ${pt.company}) c, root, staff
       RETURNING id, company_id)
     INSERT INTO ${y.dept} (tenant_id, code, name, kind, parent_id, company_id, leader_id, phone, sort)
     SELECT ${TID}, 'SYD' || lpad(r.i::text, 3, '0'), r.name || '收运队', 'team', o.id, r.company_id,
            staff.a[1 + (r.i * 3) % cardinality(staff.a)], '1385710' || lpad((r.i * 37)::text, 4, '0'), r.i
     FROM (SELECT id, name, company_id, row_number() OVER (ORDER BY id)::int AS i FROM ${s.route}) r JOIN offices o ON o.company_id = r.company_id, staff`,
    [city],
  );
  // Each team's area: the box around its route's enabled facilities, with a margin.
  await seedTable(sql, y.deptArea,
    `WITH pts AS (
       SELECT f.route_id, split_part(f.location, ',', 1)::float8 AS x, split_part(f.location, ',', 2)::float8 AS y
       FROM ${s.facilityInfo} f WHERE f.status = 'enabled' AND f.route_id IS NOT NULL),
     box AS (
       SELECT r.id AS route_id, r.name, row_number() OVER (ORDER BY r.id)::int AS i,
              round((min(x) - ${MARGIN})::numeric, 6) AS x0, round((max(x) + ${MARGIN})::numeric, 6) AS x1,
              round((min(y) - ${MARGIN})::numeric, 6) AS y0, round((max(y) + ${MARGIN})::numeric, 6) AS y1
       FROM ${s.route} r JOIN pts ON pts.route_id = r.id GROUP BY r.id, r.name),
     streets AS (SELECT array_agg(id ORDER BY code) a FROM ${pt.region} WHERE level = 'street'),
     staff AS (SELECT array_agg(id ORDER BY id) a FROM ${pt.staff})
     INSERT INTO ${y.deptArea} (tenant_id, code, name, dept_id, region_id, grade, boundary, area_km2, staff_id, remark)
     SELECT ${TID}, 'QY-' || lpad(b.i::text, 3, '0'), replace(b.name, '线', '') || '片区', d.id, streets.a[1 + (b.i - 1) % cardinality(streets.a)],
            CASE b.i % 3 WHEN 1 THEN 'key' WHEN 2 THEN 'normal' ELSE 'edge' END,
            '[[' || b.x0 || ',' || b.y0 || '],[' || b.x1 || ',' || b.y0 || '],[' || b.x1 || ',' || b.y1 || '],[' || b.x0 || ',' || b.y1 || '],[' || b.x0 || ',' || b.y0 || ']]',
            round(((b.x1 - b.x0) * 111.32 * cos(radians((b.y0 + b.y1)::float8 / 2)) * (b.y1 - b.y0) * 111.32)::numeric, 2),
            staff.a[1 + (b.i * 5) % cardinality(staff.a)], NULL
     FROM box b JOIN ${y.dept} d ON d.code = 'SYD' || lpad(b.i::text, 3, '0'), streets, staff`,
  );
  // A vehicle serves the team and area of the route it is bound to in 垃圾收运.
  await seedTable(sql, y.carArea,
    `INSERT INTO ${y.carArea} (tenant_id, car_id, dept_id, area_id, shift, remark)
     SELECT ${TID}, b.car_id, a.dept_id, a.id, CASE b.shift WHEN 'night' THEN 'night' WHEN 'morning' THEN 'morning' ELSE 'day' END, NULL
     FROM (SELECT DISTINCT ON (car_id) car_id, route_id, shift FROM ${s.carRouteBand} WHERE status = 'enabled' ORDER BY car_id, band_date DESC, id DESC) b
     JOIN (SELECT id, row_number() OVER (ORDER BY id)::int AS i FROM ${s.route}) r ON r.id = b.route_id
     JOIN ${y.dept} d ON d.code = 'SYD' || lpad(r.i::text, 3, '0')
     JOIN ${y.deptArea} a ON a.dept_id = d.id`,
  );
}

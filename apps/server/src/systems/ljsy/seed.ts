/**
 * 收运一张图's demo data of one tenant, built on 垃圾收运's (seeded first): a department tree
 * (环卫局 › one 环卫所 per unit › one 收运队 per route), the teams' areas tiling the city around
 * the facilities, and each vehicle's department and area from its route binding.
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
  // The teams share the city between them: the box around every facility, cut into a grid of
  // one tile per team (cols × rows), so the areas tile the map without overlapping.
  await seedTable(sql, y.deptArea,
    `WITH pts AS (
       SELECT split_part(location, ',', 1)::float8 AS x, split_part(location, ',', 2)::float8 AS y FROM ${s.facilityInfo} WHERE location IS NOT NULL),
     bb AS (SELECT min(x) - ${MARGIN} AS x0, max(x) + ${MARGIN} AS x1, min(y) - ${MARGIN} AS y0, max(y) + ${MARGIN} AS y1 FROM pts),
     r AS (SELECT id, name, row_number() OVER (ORDER BY id)::int AS i, count(*) OVER ()::int AS n FROM ${s.route}),
     tile AS (
       SELECT r.i, r.name, ceil(sqrt(r.n))::int AS cols, ceil(r.n / ceil(sqrt(r.n)))::int AS rws, bb.* FROM r, bb),
     box AS (
       SELECT i, name,
              round((x0 + ((i - 1) % cols) * (x1 - x0) / cols)::numeric, 6) AS bx0, round((x0 + ((i - 1) % cols + 1) * (x1 - x0) / cols)::numeric, 6) AS bx1,
              round((y1 - ((i - 1) / cols + 1) * (y1 - y0) / rws)::numeric, 6) AS by0, round((y1 - ((i - 1) / cols) * (y1 - y0) / rws)::numeric, 6) AS by1
       FROM tile),
     streets AS (SELECT array_agg(id ORDER BY code) a FROM ${pt.region} WHERE level = 'street'),
     staff AS (SELECT array_agg(id ORDER BY id) a FROM ${pt.staff})
     INSERT INTO ${y.deptArea} (tenant_id, code, name, dept_id, region_id, grade, boundary, area_km2, staff_id, remark)
     SELECT ${TID}, 'QY-' || lpad(b.i::text, 3, '0'), replace(b.name, '线', '') || '片区', d.id, streets.a[1 + (b.i - 1) % cardinality(streets.a)],
            CASE b.i % 3 WHEN 1 THEN 'key' WHEN 2 THEN 'normal' ELSE 'edge' END,
            '[[' || b.bx0 || ',' || b.by0 || '],[' || b.bx1 || ',' || b.by0 || '],[' || b.bx1 || ',' || b.by1 || '],[' || b.bx0 || ',' || b.by1 || '],[' || b.bx0 || ',' || b.by0 || ']]',
            round(((b.bx1 - b.bx0) * 111.32 * cos(radians((b.by0 + b.by1)::float8 / 2)) * (b.by1 - b.by0) * 111.32)::numeric, 2),
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

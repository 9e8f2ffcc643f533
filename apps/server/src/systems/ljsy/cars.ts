/** The vehicles of the shared master data as 收运一张图 sees them: department, area and bound route. */
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';

export interface CarRow {
  id: number;
  car_no: string;
  driver_name: string | null;
  driver_phone: string | null;
  car_type: string | null;
  company_name: string | null;
  dept_id: number | null;
  dept_name: string | null;
  area_name: string | null;
  route_id: number | null;
  route_name: string | null;
  route_code: string | null;
  distance_km: number | null;
  shift: string | null;
}

/** Every car (or one), optionally only those of a department subtree, in plate order. */
export async function carsOf(sql: Sql, carId: number | null, depts: number[] | null): Promise<CarRow[]> {
  const p = tables('platform');
  const s = tables('ljszy');
  const y = tables('ljsy');
  return sql.query<CarRow>(
    `SELECT v.id, v.car_no, v.driver_name, v.driver_phone, v.car_type, co.name AS company_name, ca.dept_id, d.name AS dept_name, a.name AS area_name,
            r.id AS route_id, r.name AS route_name, r.code AS route_code, r.distance_km::float8 AS distance_km, b.shift
     FROM ${p.vehicle} v
     LEFT JOIN ${p.company} co ON co.id = v.company_id
     LEFT JOIN ${y.carArea} ca ON ca.car_id = v.id
     LEFT JOIN ${y.dept} d ON d.id = ca.dept_id
     LEFT JOIN ${y.deptArea} a ON a.id = ca.area_id
     LEFT JOIN LATERAL (SELECT route_id, shift FROM ${s.carRouteBand} WHERE car_id = v.id AND status = 'enabled' ORDER BY band_date DESC, id DESC LIMIT 1) b ON true
     LEFT JOIN ${s.route} r ON r.id = b.route_id
     WHERE ($1::int IS NULL OR v.id = $1) AND ($2::int[] IS NULL OR ca.dept_id = ANY($2::int[]))
     ORDER BY v.car_no`,
    [carId, depts],
  );
}

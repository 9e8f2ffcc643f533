/**
 * 维修与费用's lookups answered as trees and lists (custom reports): cars by grade, by car type
 * and by department, the org tree (units → departments), the staff tree (posts → people), car
 * types with their counts, and cars by plate.
 */
import { enumLabel, findEnum, nestRows, type TreeItem } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { notFound } from '../../http/errors';
import { invalid } from '../../resources/messages';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;
export interface TreeNode {
  id: string;
  label: string;
  type: 'group' | 'company' | 'dept' | 'car' | 'staff';
  count?: number;
  children?: TreeNode[];
  [key: string]: unknown;
}

interface Car { id: number; carNo: string; carType: string; companyId: number; companyName: string; driverName: string; status: string; gpsDeviceNo: string | null; deptId: number | null; grade: string | null }

async function cars(sql: Sql, payload: Obj = {}): Promise<Car[]> {
  const p = tables('platform');
  const t = tables('clwxfw');
  const params: unknown[] = [];
  const where: string[] = [];
  const carNo = typeof payload.carNo === 'string' ? payload.carNo.trim() : '';
  if (carNo) where.push(`v.car_no ILIKE $${params.push(`%${carNo.replace(/[\\%_]/g, '\\$&')}%`)}`);
  const company = Number(payload.companyId);
  if (payload.companyId !== undefined && payload.companyId !== '' && Number.isInteger(company) && company > 0) where.push(`v.company_id = $${params.push(company)}`);
  return sql.query<Car>(
    `SELECT v.id, v.car_no AS "carNo", v.car_type AS "carType", v.company_id AS "companyId", c.name AS "companyName", v.driver_name AS "driverName",
            v.status, v.gps_device_no AS "gpsDeviceNo", a.dept_id AS "deptId", a.grade
       FROM ${p.vehicle} v LEFT JOIN ${p.company} c ON c.id = v.company_id LEFT JOIN ${t.carAssign} a ON a.car_id = v.id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY v.car_no`,
    params,
  );
}

const carNode = (c: Car): TreeNode => ({ id: `car-${c.id}`, label: c.carNo, type: 'car', carId: c.id, carType: c.carType, status: c.status });

/** One group node per enum option (in the enum's order), cars under it; cars without a value under 未设置. */
function grouped(system: string, enumCode: string, list: Car[], key: (c: Car) => string | null): TreeNode[] {
  const options = findEnum(system, enumCode)?.options ?? [];
  const nodes = options.map((o) => {
    const children = list.filter((c) => key(c) === o.value).map(carNode);
    return { id: `${enumCode}-${o.value}`, label: o.label, type: 'group' as const, value: o.value, count: children.length, children };
  });
  const rest = list.filter((c) => !options.some((o) => o.value === key(c))).map(carNode);
  if (rest.length) nodes.push({ id: `${enumCode}-none`, label: '未设置', type: 'group', value: '', count: rest.length, children: rest });
  return nodes;
}

async function departments(sql: Sql): Promise<Obj[]> {
  const t = tables('clwxfw');
  return sql.query(`SELECT id, name, parent_id AS "parentId", company_id AS "companyId" FROM ${t.department} ORDER BY sort_no, id`);
}

function deptNodes(items: TreeItem<Obj & { id: number }>[], carsOf: (deptId: number) => TreeNode[]): TreeNode[] {
  return items.map(({ row, children }) => {
    const sub = deptNodes(children, carsOf);
    const own = carsOf(row.id);
    const count = own.length + sub.reduce((n, s) => n + (s.count ?? 0), 0);
    return { id: `dept-${row.id}`, label: String(row.name), type: 'dept', deptId: row.id, count, children: [...sub, ...own] };
  });
}

export const clwxfwHandlers: Record<string, CustomHandler> = {
  queryList: async (sql, _mod, payload) => (await cars(sql, payload)).map(({ deptId: _d, grade: _g, ...car }) => ({ ...car, carTypeLabel: enumLabel('platform', 'carType', car.carType) })),
  getCarByCode: async (sql, _mod, payload) => {
    const code = String(payload.carCode ?? payload.carNo ?? '').trim().toUpperCase();
    if (!code) throw invalid('请指定车牌号');
    const found = (await cars(sql)).find((c) => c.carNo.replace('·', '') === code.replace('·', ''));
    if (!found) throw notFound(`车牌号“${code}”的车辆不存在`);
    return { ...found, carTypeLabel: enumLabel('platform', 'carType', found.carType) };
  },
  gradeCarTree: async (sql) => grouped('clwxfw', 'clwxfwCarGrade', await cars(sql), (c) => c.grade),
  classCarTree: async (sql) => grouped('platform', 'carType', await cars(sql), (c) => c.carType),
  deptCarTree: async (sql) => {
    const list = await cars(sql);
    const roots = nestRows((await departments(sql)) as (Obj & { id: number })[], 'parentId');
    return deptNodes(roots, (deptId) => list.filter((c) => c.deptId === deptId).map(carNode));
  },
  orgTree: async (sql) => {
    const p = tables('platform');
    const companies = await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${p.company} ORDER BY name`);
    const depts = (await departments(sql)) as (Obj & { id: number })[];
    return companies.map((c) => {
      const children = deptNodes(nestRows(depts.filter((d) => d.companyId === c.id), 'parentId'), () => []);
      return { id: `company-${c.id}`, label: c.name, type: 'company', companyId: c.id, count: children.length, children };
    });
  },
  staffTree: async (sql) => {
    const people = await sql.query<{ id: number; name: string; post: string; phone: string }>(`SELECT id, name, post, phone FROM ${tables('platform').staff} ORDER BY post, name`);
    const posts = [...new Set(people.map((s) => s.post))];
    return posts.map((post) => {
      const children = people.filter((s) => s.post === post).map((s) => ({ id: `staff-${s.id}`, label: s.name, type: 'staff' as const, staffId: s.id, phone: s.phone }));
      return { id: `post-${post}`, label: post, type: 'group', count: children.length, children };
    });
  },
  carTypeList: async (sql) => {
    const counts = await sql.query<{ car_type: string; n: number }>(`SELECT car_type, count(*)::int AS n FROM ${tables('platform').vehicle} GROUP BY car_type`);
    return (findEnum('platform', 'carType')?.options ?? []).map((o) => ({ value: o.value, label: o.label, carCount: counts.find((c) => c.car_type === o.value)?.n ?? 0 }));
  },
};

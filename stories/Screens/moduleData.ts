/**
 * In-memory module data for Screens stories, never a live server: every resource of a
 * catalogue module is filled with deterministic rows generated from its field definitions
 * (types, rules, enums, lookups) and the demo tenant's fixtures (names, plates, routes), and
 * list, save, delete, action and report calls are answered the way the reference server
 * answers them (filters, paging, labels, validation messages, aggregates, forecasts).
 */
import {
  checkRules, coerce, derivedValue, enumLabel, enumValuesOf, findEnum, groupKey, lookupTarget, moduleOf, recordRuleProblems,
  type Condition, type FieldDefinition, type GroupBy, type Measure, type ModuleDefinition, type ReportDefinition, type ResourceDefinition,
} from '../../apps/catalogue/src';
import type { ModuleData, PageAnswer, Row } from '../../apps/web/src/modules/dataSource';
import { addDays, fillDays, fitDaily, forecastDays, forecastMonths, type DayValue } from '../../apps/server/src/resources/forecast';
import { people, profiles, SEED_DAYS, SEED_END } from '../../apps/server/src/seed/profiles';
import { seeded } from '../../src/kanban/fixtures/random';
import { t } from '../../src/i18n';

type Obj = Record<string, unknown>;
type Table = Row[];

const tenant = profiles[0]!;
/** "Now" of every record the stories create or touch, so screenshots never depend on the clock. */
const FIXED_NOW = `${SEED_END} 09:30:00`;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const day = (d: number) => addDays(SEED_END, d - (SEED_DAYS - 1));

/** Rows per master resource (the demo tenant's sizes); other resources get `DEFAULT_ROWS`. */
const SIZES: Record<string, number> = {
  company: tenant.companies.length, propertyCompany: tenant.properties.length, carInfo: tenant.cars, route: tenant.routes,
  facilityInfo: tenant.facilities, facilityContainer: 120,
};
const DEFAULT_ROWS = 30;

const GARBAGE_OF_CAR = ['other', 'other', 'kitchen', 'other', 'kitchen', 'recyclable', 'other', 'kitchen', 'other', 'other', 'kitchen', 'hazardous'];
const CAR_TYPE_OF: Record<string, string> = { other: 'compactor', kitchen: 'kitchenTruck', recyclable: 'recycleTruck', hazardous: 'hazardTruck' };
const CAPACITY_OF: Record<string, number> = { other: 8000, kitchen: 5000, recyclable: 3000, hazardous: 2000 };
const TARE_OF: Record<string, number> = { other: 9800, kitchen: 7600, recyclable: 5200, hazardous: 4100 };
const FACILITY_KINDS = ['垃圾房', '收集点', '转运站', '压缩站', '沿街商铺收集点', '公共机构收集点'];

/** Field values the catalogue cannot suggest: names, plates and codes of the demo tenant. */
const fixtures: Record<string, (i: number) => Obj> = {
  company: (i) => ({ name: tenant.companies[i], shortName: tenant.companies[i]!.slice(0, 4), contact: people[i], state: i === 2 ? 'suspended' : 'normal' }),
  propertyCompany: (i) => ({ name: tenant.properties[i], contact: people[i + 8] }),
  carInfo: (i) => {
    const garbage = GARBAGE_OF_CAR[i % 12]!;
    return {
      carNo: `浙A·${tenant.plateLetter}${pad(((i * 379 + 1200) % 9000) + 1000, 4)}`, garbageType: garbage,
      carType: garbage === 'other' && i % 5 === 0 ? 'hookArm' : garbage === 'kitchen' && i % 2 === 0 ? 'bucketTruck' : CAR_TYPE_OF[garbage],
      driverName: people[(i + 1) % people.length], loadCapacity: CAPACITY_OF[garbage], status: i % 12 === 11 ? 'repair' : 'inUse',
      gpsDeviceNo: `GPS${pad(880000 + i, 8)}`, remark: null,
    };
  },
  route: (i) => ({ code: `XL-${pad(i + 1, 3)}`, name: tenant.routeNames[i], startTime: `${pad(5 + (i % 3), 2)}:${i % 2 ? '30' : '00'}`, status: 'enabled' }),
  facilityInfo: (i) => ({
    code: `SS-${pad(i + 1, 4)}`, name: `${tenant.communities[i % tenant.communities.length]}${FACILITY_KINDS[i % 6]} ${Math.floor(i / tenant.communities.length) + 1} 号`,
    address: `杭州市${tenant.roads[i % tenant.roads.length]} ${20 + i * 7} 号`, staffName: people[(i + 5) % people.length],
    location: `${(tenant.lng + (((i * 37) % 61) - 30) * 0.0011).toFixed(6)},${(tenant.lat + (((i * 53) % 47) - 23) * 0.0012).toFixed(6)}`,
    status: i % 17 === 16 ? 'disabled' : 'enabled',
  }),
  facilityContainer: (i) => ({ containerNo: `RQ-${pad(i + 1, 5)}`, rfidNo: `E200${pad(4096 + i, 8)}` }),
};

/** A value for a field from its type and rules alone (enums cycle, lookups spread, numbers inside their range). */
function generated(mod: ModuleDefinition, tables: Map<string, Table>, f: FieldDefinition, i: number, rnd: () => number): unknown {
  const r = f.rules ?? {};
  switch (f.type) {
    case 'enum': {
      const options = findEnum(mod.system, f.enum ?? '')?.options ?? [];
      return options.length ? options[(i * 7) % options.length]!.value : null;
    }
    case 'lookup': {
      const target = tables.get(lookupKey(mod, f)) ?? [];
      return target.length ? target[(i * 7 + 3) % target.length]!.id : null;
    }
    case 'number':
    case 'integer': {
      const lo = r.min ?? 0;
      const hi = r.max ?? 100;
      const digits = f.type === 'integer' ? 0 : Math.min(r.precision ?? 1, 2);
      return Number((lo + (hi - lo) * (0.1 + 0.3 * rnd())).toFixed(digits));
    }
    case 'date':
      return day(SEED_DAYS - 1 - (i % SEED_DAYS));
    case 'datetime':
      return `${day(SEED_DAYS - 1 - (i % SEED_DAYS))} ${pad(6 + (i % 12), 2)}:${pad((i * 13) % 60, 2)}:00`;
    case 'boolean':
      return i % 4 !== 3;
    case 'phone':
      return `1380571${pad((i * 113) % 10000, 4)}`;
    case 'coordinates':
      return `${(tenant.lng + rnd() * 0.05).toFixed(6)},${(tenant.lat + rnd() * 0.05).toFixed(6)}`;
    case 'textarea':
      return null;
    default:
      if (r.pattern === '^([01]\\d|2[0-3]):[0-5]\\d$') return `${pad(6 + (i % 3), 2)}:00`;
      return r.required || f.filter ? `${f.label}${pad(i + 1, 3)}` : null;
  }
}

/** 90 days of weighings: every working car two trips a day, tonnage with weekday seasonality and a slight trend. */
function weighings(cars: Table, companies: Table): Table {
  const rows: Table = [];
  for (let d = 0; d < SEED_DAYS; d++) {
    const date = day(d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const season = [0.86, 1.08, 1.02, 1, 0.98, 1.04, 0.94][weekday]!;
    cars.forEach((car, i) => {
      if ((car.status === 'repair' && d >= SEED_DAYS - 10) || (d * 7 + i * 3) % 29 === 0) return;
      const garbage = String(car.garbageType);
      for (let trip = 0; trip < 2; trip++) {
        const net = Math.round(CAPACITY_OF[garbage]! * (0.42 + 0.0006 * d) * season * (0.92 + ((d * 13 + i * 7 + trip * 5) % 17) / 100));
        const tare = TARE_OF[garbage]!;
        rows.push({
          id: rows.length + 1, billNo: `BD${date.replaceAll('-', '')}${pad(i * 2 + trip, 4)}`, carId: car.id, companyId: car.companyId ?? companies[0]!.id,
          facilityId: null, propertyCompanyId: null, garbageType: garbage,
          station: garbage === 'kitchen' ? 'kitchenPlant' : garbage === 'recyclable' ? 'east' : garbage === 'hazardous' ? 'west' : i % 2 ? 'jiufeng' : 'tianziling',
          grossWeight: tare + net, tareWeight: tare, netWeight: net, weighTime: `${date} ${pad(8 + trip * 5 + (i % 3), 2)}:${pad((i * 7) % 60, 2)}:00`,
          operator: people[(i + 3) % people.length], status: (d + i) % 37 === 0 ? 'abnormal' : 'normal', abnormalReason: null,
        });
      }
    });
  }
  return rows;
}

/** Arrivals of the last 30 days: each working car at the first facilities of its route. */
function arrivals(cars: Table, facilities: Table, routes: Table): Table {
  const rows: Table = [];
  for (let d = SEED_DAYS - 30; d < SEED_DAYS; d++) {
    cars.forEach((car, i) => {
      if ((d * 7 + i * 3) % 29 === 0) return;
      const route = routes[i % routes.length]!;
      facilities.filter((f) => f.routeId === route.id && f.status === 'enabled').slice(0, 5 + (i % 3)).forEach((facility, s) => {
        // Some stops are skipped now and then, the later ones of a route more often.
        if ((d * 3 + i + s * 5) % (9 - s) === 0) return;
        const minutes = 340 + s * 22 + ((i + d) % 9);
        const stay = 4 + ((d * 7 + s * 11 + i * 3) % 19);
        const at = `${day(d)} ${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:00`;
        const leave = `${day(d)} ${pad(Math.floor((minutes + stay) / 60), 2)}:${pad((minutes + stay) % 60, 2)}:00`;
        rows.push({ id: rows.length + 1, carId: car.id, facilityId: facility.id, routeId: route.id, arrivalTime: at, leaveTime: leave, stayMinutes: stay, garbageType: car.garbageType, location: facility.location, collected: (d + s + i) % 41 !== 0 });
      });
    });
  }
  return rows;
}

/** The module's resource whose rows a lookup names (the target itself, or this system's view of it). */
function lookupKey(mod: ModuleDefinition, f: FieldDefinition): string {
  const to = lookupTarget(mod.system, f);
  const own = mod.resources.find((r) => r === to || (r.storedIn?.system === to.system && r.storedIn.resource === to.key));
  return own?.key ?? to.key;
}

/** Every resource after the resources its lookups point at. */
function lookupOrder(mod: ModuleDefinition, resources: readonly ResourceDefinition[]): ResourceDefinition[] {
  const done: ResourceDefinition[] = [];
  const ready = (r: ResourceDefinition) => r.fields.every((f) => !f.lookup || lookupKey(mod, f) === r.key || done.some((d) => d.key === lookupKey(mod, f)));
  while (done.length < resources.length) {
    const next = resources.find((r) => !done.includes(r) && ready(r)) ?? resources.find((r) => !done.includes(r))!;
    done.push(next);
  }
  return done;
}

function buildTables(mod: ModuleDefinition): Map<string, Table> {
  const tables = new Map<string, Table>();
  for (const resource of lookupOrder(mod, mod.resources)) {
    const rnd = seeded(resource.key.length * 97 + resource.fields.length);
    const count = SIZES[resource.key] ?? DEFAULT_ROWS;
    const rows: Table = [];
    for (let i = 0; i < count; i++) {
      const row: Row = { id: i + 1, createTime: `2026-08-${pad(1 + (i % 28), 2)} 08:00:00` };
      for (const f of resource.fields) if (!f.readonly) row[f.key] = generated(mod, tables, f, i, rnd);
      Object.assign(row, fixtures[resource.key]?.(i));
      rows.push(derive(resource, row));
    }
    tables.set(resource.key, rows);
  }
  const cars = tables.get('carInfo');
  const companies = tables.get('company');
  if (cars && companies) tables.set('carWeightOperate', weighings(cars, companies));
  const facilities = tables.get('facilityInfo');
  const routes = tables.get('route');
  if (cars && facilities && routes) tables.set('carArrivalRecord', arrivals(cars, facilities, routes));
  return tables;
}

/** Values the server computes (net = gross − tare). */
function derive(resource: ResourceDefinition, row: Row): Row {
  for (const f of resource.fields.filter((x) => x.derived)) row[f.key] = derivedValue(f, row);
  return row;
}

/** A failed call as the request client reports it: the server's body with msg and per-field errors. */
function rejection(msg: string, errors?: { field?: string; message: string }[]): Error {
  return Object.assign(new Error(msg), { body: { code: 400, msg, data: errors ? { errors } : undefined } });
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface MemoryModuleData extends ModuleData {
  /** The rows of a resource as stored (for play functions that check a change). */
  rows(resourceKey: string): readonly Row[];
}

/** A fresh, writable data set of one catalogue module (default 垃圾收运). */
export function memoryModuleData(system = 'ljszy'): MemoryModuleData {
  const mod = moduleOf(system)!;
  const tables = buildTables(mod);
  const table = (key: string) => tables.get(key) ?? [];
  const resourceOf = (key: string) => mod.resources.find((r) => r.key === key)!;

  const labelled = (resource: ResourceDefinition, row: Row): Row => {
    const out: Row = { ...row };
    for (const f of resource.fields.filter((x) => x.type === 'lookup')) {
      const target = resourceOf(lookupKey(mod, f));
      const hit = table(target.key).find((r) => r.id === row[f.key]);
      out[`${f.key}Label`] = hit ? hit[target.labelField] ?? null : null;
    }
    return out;
  };

  const matches = (resource: ResourceDefinition, row: Row, payload: Obj) => resource.fields.every((f) => {
    if (f.filter === 'range') {
      const value = String(row[f.key] ?? '').slice(0, 10);
      const start = payload[`${f.key}Start`];
      const end = payload[`${f.key}End`];
      return (!start || value >= String(start)) && (!end || value <= String(end));
    }
    const wanted = payload[f.key];
    if (!f.filter || wanted === undefined || wanted === null || wanted === '') return true;
    if (f.filter === 'like') return String(row[f.key] ?? '').toLowerCase().includes(String(wanted).toLowerCase());
    return String(row[f.key]) === String(wanted);
  });

  const sorted = (resource: ResourceDefinition, rows: Table) => {
    const { field, dir } = resource.sort;
    const sign = dir === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * (String(a[field] ?? '').localeCompare(String(b[field] ?? '')) || a.id - b.id));
  };

  /** The server's checks of a create or update: field rules, lookups, uniqueness, record rules. */
  const validate = (resource: ResourceDefinition, payload: Obj, existing?: Row) => {
    const values: Obj = {};
    const errors: { field: string; message: string }[] = [];
    for (const f of resource.fields.filter((x) => !x.readonly && !x.derived)) {
      if (existing && !(f.key in payload)) continue;
      const typed = coerce(f, payload[f.key]);
      if ('error' in typed) {
        errors.push({ field: f.key, message: typed.error });
        continue;
      }
      const value = typed.value === null && !existing && f.defaultValue !== undefined ? f.defaultValue : typed.value;
      const problem = checkRules(f, value, enumValuesOf(mod.system, f));
      if (problem) errors.push({ field: f.key, message: problem });
      else if (value !== null && f.type === 'lookup' && !table(lookupKey(mod, f)).some((r) => r.id === value)) {
        errors.push({ field: f.key, message: t('modules.lookupMissing', { label: f.label, value: String(value) }) });
      } else if (value !== null && f.rules?.unique && table(resource.key).some((r) => r[f.key] === value && r.id !== existing?.id)) {
        errors.push({ field: f.key, message: t('modules.duplicate', { label: f.label, value: String(value) }) });
      } else values[f.key] = value;
    }
    const merged = { ...existing, ...values };
    errors.push(...recordRuleProblems(resource.recordRules ?? [], merged));
    if (errors.length) throw rejection(errors[0]!.message, errors);
    return values;
  };

  const update = (resource: ResourceDefinition, payload: Obj) => {
    const rows = table(resource.key);
    const index = rows.findIndex((r) => r.id === Number(payload.id));
    if (index < 0) throw rejection(t('modules.notFound'));
    rows[index] = derive(resource, { ...rows[index]!, ...validate(resource, payload, rows[index]), updateTime: FIXED_NOW });
    return rows[index];
  };

  return {
    rows: (key) => table(key),
    async list(resource, payload) {
      await pause();
      return page(sorted(resource, table(resource.key).filter((r) => matches(resource, r, payload))).map((r) => labelled(resource, r)), payload) as PageAnswer;
    },
    async options(resource) {
      await pause();
      return sorted(resource, table(resource.key)).map((r) => ({ id: r.id, label: String(r[resource.labelField] ?? r.id) }));
    },
    async save(resource, payload) {
      await pause();
      if (payload.id) return update(resource, payload);
      const rows = table(resource.key);
      const row = derive(resource, { id: Math.max(0, ...rows.map((r) => r.id)) + 1, createTime: FIXED_NOW, ...validate(resource, payload) });
      rows.push(row);
      return row;
    },
    async remove(resource, ids) {
      await pause();
      tables.set(resource.key, table(resource.key).filter((r) => !ids.includes(r.id)));
      return { deleted: ids.length };
    },
    async action(resource, action, payload) {
      await pause();
      const ids = payload.ids ? String(payload.ids).split(',').map(Number) : payload.id ? [Number(payload.id)] : table(resource.key).map((r) => r.id);
      if (action.kind === 'form') return update(resource, payload);
      const change = action.kind === 'touch' ? { [action.touch!]: FIXED_NOW } : action.set ?? {};
      for (const row of table(resource.key)) if (ids.includes(row.id)) Object.assign(row, change);
      return { updated: ids.length };
    },
    async exportList(_resource, _payload, onProgress) {
      await pause();
      onProgress({ loaded: 1, total: 1, percent: 100 });
    },
    async importFile() {
      await pause();
      throw rejection(t('modules.importBadFile'));
    },
    async report<T>(report: ReportDefinition, payload: Obj): Promise<T> {
      await pause();
      return runReport(mod, tables, report, payload, labelled) as T;
    },
    async exportReport(_report, _payload, onProgress) {
      await pause();
      onProgress({ loaded: 1, total: 1, percent: 100 });
    },
  };
}

// ---- Reports: the generic engine of the reference server, over arrays ----

function meets(row: Row, c: Condition): boolean {
  const v = row[c.field];
  switch (c.op) {
    case 'eq': return v === c.value;
    case 'ne': return v !== c.value;
    case 'in': return (c.value as readonly unknown[]).includes(v);
    case 'gte': return Number(v) >= Number(c.value);
    case 'lte': return Number(v) <= Number(c.value);
  }
}

function bucketOf(row: Row, g: GroupBy): unknown {
  const v = row[g.field];
  if (g.bucket === 'day') return String(v).slice(0, 10);
  if (g.bucket === 'month') return String(v).slice(0, 7);
  if (g.bucket === 'weekday') return ((new Date(`${String(v).slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return v;
}

function measure(rows: Table, m: Measure): number {
  const values = rows.map((r) => r[m.field ?? '']).filter((v) => v !== null && v !== undefined).map(Number);
  const sum = values.reduce((a, b) => a + b, 0);
  const raw = m.agg === 'count' ? rows.length : m.agg === 'countDistinct' ? new Set(values).size : m.agg === 'sum' ? sum
    : m.agg === 'avg' ? (values.length ? sum / values.length : 0) : m.agg === 'max' ? Math.max(...values) : Math.min(...values);
  const scaled = raw * (m.scale ?? 1);
  return m.digits !== undefined ? Number(scaled.toFixed(m.digits)) : scaled;
}

function dailyTonnes(tables: Map<string, Table>, start: string, end: string): DayValue[] {
  const byDay = new Map<string, number>();
  for (const r of tables.get('carWeightOperate') ?? []) {
    const date = String(r.weighTime).slice(0, 10);
    if (r.status !== 'void' && date >= start && date <= end) byDay.set(date, (byDay.get(date) ?? 0) + Number(r.netWeight) / 1000);
  }
  return fillDays([...byDay].map(([date, value]) => ({ date, value })), start, end);
}

/** The custom handlers the kanban and boards read; others answer empty. */
function customReport(tables: Map<string, Table>, report: ReportDefinition): Obj {
  const dates = (tables.get('carWeightOperate') ?? []).map((r) => String(r.weighTime).slice(0, 10)).sort();
  const end = dates[dates.length - 1] ?? SEED_END;
  if (report.handler === 'dataRange') return { start: dates[0] ?? null, end };
  const history = dailyTonnes(tables, addDays(end, -120), end);
  const model = fitDaily(history);
  if (report.handler === 'dailyForecastChart' && model) {
    const past = history.slice(-30).map((d) => ({ date: d.date, actual: Math.round(d.value * 100) / 100, forecast: null, lower: null, upper: null }));
    return { referenceDate: end, rows: [...past, ...forecastDays(model, 7).map((d) => ({ ...d, actual: null }))] };
  }
  if (report.handler === 'monthForecastChart' && model) {
    const months = new Map<string, number>();
    for (const d of history) if (!d.date.startsWith(end.slice(0, 7))) months.set(d.date.slice(0, 7), (months.get(d.date.slice(0, 7)) ?? 0) + d.value);
    const past = [...months].filter(([, v]) => v > 0).map(([month, v]) => ({ month, actual: Math.round(v * 100) / 100, forecast: null, lower: null, upper: null }));
    return { referenceDate: end, rows: [...past, ...forecastMonths(model, history, 2)] };
  }
  return { rows: [], total: 0 };
}

function runReport(mod: ModuleDefinition, tables: Map<string, Table>, report: ReportDefinition, payload: Obj, labelled: (r: ResourceDefinition, row: Row) => Row): Obj {
  if (report.kind === 'custom') return customReport(tables, report);
  const resource = mod.resources.find((r) => r.key === report.source)!;
  const start = payload.startDate ? String(payload.startDate) : undefined;
  const end = payload.endDate ? String(payload.endDate) : undefined;
  const rows = (tables.get(resource.key) ?? []).filter((row) => {
    if (!(report.where ?? []).every((c) => meets(row, c))) return false;
    if (report.dateField) {
      const date = String(row[report.dateField] ?? '').slice(0, 10);
      if ((start && date < start) || (end && date > end)) return false;
    }
    return (report.filters ?? []).every((k) => payload[k] === undefined || payload[k] === '' || String(row[k]) === String(payload[k]));
  });
  const dir = report.orderBy?.dir === 'asc' ? 1 : -1;
  const order = (list: Obj[]) => (report.orderBy ? [...list].sort((a, b) => {
    const x = a[report.orderBy!.key];
    const y = b[report.orderBy!.key];
    return dir * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? '')));
  }) : list);
  const paged = (list: Obj[]) => {
    if (report.paged) return page(list, payload);
    return { rows: list.slice(0, report.limit ?? 1000), total: Math.min(list.length, report.limit ?? 1000) };
  };

  if (report.kind === 'records') {
    const fields = new Set([...(report.fields ?? []), 'id']);
    return paged(order(rows.map((r) => labelled(resource, r)).map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => fields.has(k) || fields.has(k.replace(/Label$/, '')))))));
  }
  const groups = report.groupBy ?? [];
  const measures = report.measures ?? [];
  const buckets = new Map<string, Table>();
  for (const row of rows) {
    const key = JSON.stringify(groups.map((g) => bucketOf(row, g)));
    buckets.set(key, [...(buckets.get(key) ?? []), row]);
  }
  if (!groups.length && !buckets.size) buckets.set('[]', []);
  const answer = [...buckets].map(([key, members]) => {
    const values = JSON.parse(key) as unknown[];
    const out: Obj = {};
    groups.forEach((g, i) => {
      const k = groupKey(g);
      out[k] = values[i];
      const f = resource.fields.find((x) => x.key === g.field);
      if (g.bucket || !f) return;
      if (f.type === 'enum') out[`${k}Label`] = enumLabel(mod.system, f.enum!, values[i]);
      if (f.type === 'lookup') {
        const target = mod.resources.find((r) => r.key === lookupKey(mod, f))!;
        out[`${k}Label`] = (tables.get(target.key) ?? []).find((r) => r.id === values[i])?.[target.labelField] ?? null;
      }
    });
    for (const m of measures) out[m.key] = measure(members, m);
    return out;
  });
  const result: Obj = paged(order(answer));
  if (report.totals && groups.length) result.totals = Object.fromEntries(measures.map((m) => [m.key, measure(rows, m)]));
  return result;
}

function page(rows: Obj[], payload: Obj): { rows: Obj[]; total: number } {
  const size = Number(payload.pageSize ?? 10);
  const num = Number(payload.pageNum ?? 1);
  return { rows: rows.slice((num - 1) * size, num * size), total: rows.length };
}

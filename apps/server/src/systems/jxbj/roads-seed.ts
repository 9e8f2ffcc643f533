/**
 * The demo roads of a tenant, laid on the simulator's own street grid along the legs its sweepers
 * drive (gps/plans.ts + src/map/roads.ts roadPath): each leg runs along one north–south and one
 * east–west street, so the grid stretches of a sweeper's legs are streets it really passes.
 */
import { roadPath, type LonLat } from '../../gps/roads';
import type { VehicleSim } from '../../gps/plans';
import { ROAD_STEP } from '../../../../../src/map/roads';

export interface SeedRoad {
  /** Index of the sweeper (in the chosen list) whose line the road is on. */
  sweeper: number;
  name: string;
  path: [LonLat, LonLat];
  lengthKm: number;
}

const NS = ['莫干山路', '湖墅南路', '中山北路', '延安路', '建国北路', '秋涛路', '环城东路', '教工路', '学院路', '古墩路', '丰潭路', '花园岗路', '上塘路', '东新路', '石祥路', '沈半路'];
const EW = ['文一路', '文二路', '文三路', '天目山路', '体育场路', '凤起路', '庆春路', '解放路', '西湖大道', '望江路', '江城路', '清泰街', '平海路', '学士路', '环城北路', '华浙路'];
const MIN_KM = 0.3;
const MAX_KM = 2.4;
const PER_SWEEPER = 4;

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
const km = (a: LonLat, b: LonLat) => Math.hypot((b[0] - a[0]) * 111.32 * Math.cos((a[1] * Math.PI) / 180), (b[1] - a[1]) * 111.32);

/** The stops a sweeper visits in order on its first trip. */
function legsOf(sim: VehicleSim): [LonLat, LonLat][] {
  const stops: LonLat[] = [sim.plan.depot, ...sim.plan.facilities, sim.plan.station];
  return stops.slice(1).map((to, i) => [stops[i]!, to]);
}

/** The two street stretches of a leg: along the north–south street, then the east–west one. */
function stretches(a: LonLat, b: LonLat): [LonLat, LonLat][] {
  const p = roadPath(a, b);
  const out: [LonLat, LonLat][] = [];
  for (let i = 1; i < p.length; i++) {
    const [u, v] = [p[i - 1]!, p[i]!];
    const onGrid = (u[0] === v[0] && Math.abs(u[0] / ROAD_STEP - Math.round(u[0] / ROAD_STEP)) < 1e-6) || (u[1] === v[1] && Math.abs(u[1] / ROAD_STEP - Math.round(u[1] / ROAD_STEP)) < 1e-6);
    if (onGrid) out.push([u, v]);
  }
  return out;
}

/** Up to four roads per sweeper, on distinct streets, clipped to MAX_KM from where the sweeper enters them. */
export function seedRoads(sweepers: readonly VehicleSim[]): SeedRoad[] {
  const taken = new Set<string>();
  const names = new Map<string, number>();
  const out: SeedRoad[] = [];
  sweepers.forEach((sim, sweeper) => {
    const candidates = legsOf(sim).flatMap(([a, b]) => stretches(a, b)).filter(([u, v]) => km(u, v) >= MIN_KM).sort((x, y) => km(y[0], y[1]) - km(x[0], x[1]));
    let n = 0;
    for (const [u, v] of candidates) {
      if (n >= PER_SWEEPER) break;
      const ns = u[0] === v[0];
      const key = ns ? `x${Math.round(u[0] / ROAD_STEP)}` : `y${Math.round(u[1] / ROAD_STEP)}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const len = km(u, v);
      const f = Math.min(1, MAX_KM / len);
      const end: LonLat = [u[0] + (v[0] - u[0]) * f, u[1] + (v[1] - u[1]) * f];
      const grid = Math.round((ns ? u[0] : u[1]) / ROAD_STEP);
      const base = (ns ? NS : EW)[((grid % 16) + 16) % 16]!;
      const seen = names.get(base) ?? 0;
      names.set(base, seen + 1);
      out.push({ sweeper, name: seen ? `${base}（${seen + 1}段）` : base, path: [[r6(u[0]), r6(u[1])], [r6(end[0]), r6(end[1])]], lengthKm: Math.round(km(u, end) * 100) / 100 });
      n++;
    }
  });
  return out;
}

/**
 * The live map and track replay of Screens stories without a server: six field workers in two
 * job areas of the map fixtures' city, walked by the reference server's own simulator (the same
 * day on every run) and seen at 10:00 of 2026-11-20; and the fixtures' 24 vehicles. GPS calls and
 * the people's tree report are answered from them (stories never reach a live server).
 */
import type { ModuleData } from '../apps/web/src/modules/dataSource';
import type { GpsData, LiveFeed } from '../apps/web/src/modules/gps/source';
import type { LiveStatus } from '../src/map/live-client';
import { simulateWalkDay, type WalkPlan } from '../apps/server/src/gps/walk';
import { baseOf, gridCells, streetsInside } from '../apps/server/src/systems/zyry/geometry';
import { insideRing } from '../src/map/fence';
import { CENTRE, vehicles } from '../src/map/fixtures/city';
import type { AlarmRow, CompanyNode, MonitorAnswer, MonitorSubject, TrackAnswer, VehicleState } from '../src/map/gps-api';
import { detectStops, summarize } from '../src/map/track';
import { fixtureGpsData } from './fixtureGps';

const DAY = '2026-11-20';
const DAY_START = Date.parse(`${DAY}T00:00:00Z`);
const NOW = DAY_START + 10 * 3_600_000;
const text = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
const KIND_NAMES: Record<string, string> = { sos: 'SOS 求救', lowBattery: '电量低', offline: '离线' };

const cells = gridCells(CENTRE, 2, 1, 3);
const AREAS = ['文三片区', '学院路片区'];
const WORKERS = [
  { id: 101, name: '王秀英', post: '文三片区道路保洁岗', area: 0, dept: 0, pace: 'sweep', phone: '13705710071' },
  { id: 102, name: '李建华', post: '文三片区道路保洁岗', area: 0, dept: 0, pace: 'sweep', phone: '13705710142' },
  { id: 103, name: '张桂兰', post: '学院路片区道路保洁岗', area: 1, dept: 0, pace: 'sweep', phone: '13705710213' },
  { id: 104, name: '陈志刚', post: '文三片区班组长巡查岗', area: 0, dept: 0, pace: 'patrol', phone: '13705710284' },
  { id: 105, name: '刘美玲', post: '学院路片区公厕保洁岗', area: 1, dept: 1, pace: 'clean', phone: '13705710355' },
  { id: 106, name: '赵红梅', post: '学院路片区道路保洁岗', area: 1, dept: 0, pace: 'sweep', phone: '13705710426' },
] as const;
const DEPTS = ['保洁一中队', '公厕管理所'];

const plans = new Map<number, { w: (typeof WORKERS)[number]; plan: WalkPlan; day: ReturnType<typeof simulateWalkDay> }>(WORKERS.map((w) => {
  const ring = cells[w.area]!.ring;
  const plan: WalkPlan = {
    key: 'story', index: w.id, fence: ring, paths: streetsInside(ring), spots: w.pace === 'clean' ? [baseOf(ring)] : [], base: baseOf(ring),
    periods: [{ start: 330, end: 660 }, { start: 810, end: 1050 }], pace: w.pace, drainPerHour: w.id === 106 ? 9 : 5, lowBattery: 20,
  };
  return [w.id, { w, plan, day: simulateWalkDay(plan, DAY_START) }] as const;
}));

function subjectOf(id: number): MonitorSubject {
  const { w, plan, day } = plans.get(id)!;
  const seen = day.points.filter((p) => p.t <= NOW);
  const last = seen[seen.length - 1];
  const online = Boolean(last && NOW - last.t < 30 * 60_000);
  const inside = Boolean(last && insideRing([last.lon, last.lat], plan.fence));
  return {
    id, label: w.name, online, alarms: day.alarms.filter((a) => a.t <= NOW).length, time: last ? text(last.t) : null, lon: last?.lon ?? null, lat: last?.lat ?? null,
    speed: last?.speed ?? 0, battery: last?.battery ?? null, state: !online ? '离线' : inside ? '在岗' : '离岗', fence: plan.fence.map((p) => [p[0], p[1]]),
    facts: [
      { label: '岗位', value: w.post }, { label: '作业区域', value: AREAS[w.area]! }, { label: '部门', value: DEPTS[w.dept]! },
      { label: '联系电话', value: w.phone }, { label: '定位设备', value: `DW-1${String(w.id).padStart(4, '0')}（定位胸牌）` },
    ],
  };
}

export const peopleTree: MonitorAnswer = (() => {
  const groups = DEPTS.map((name, d) => {
    const children = WORKERS.filter((w) => w.dept === d).map((w) => subjectOf(w.id));
    return { id: `dept-${d}`, name, total: children.length, online: children.filter((c) => c.online).length, alarm: children.filter((c) => c.alarms > 0).length, children };
  });
  const all = groups.flatMap((g) => g.children);
  const counts = { total: all.length, online: all.filter((c) => c.online).length, alarm: all.filter((c) => c.alarms > 0).length };
  return { tree: [{ id: 'org-1', name: '示范市环境卫生管理中心', ...counts, children: groups }], ...counts, offline: counts.total - counts.online };
})();

function trackOf(id: number): TrackAnswer {
  const entry = plans.get(id);
  if (!entry) return { kind: 'wearable', subjectId: id, label: '', subLabel: '', list: [], stops: [], alarms: [], summary: summarize([]) };
  const { w, day } = entry;
  const stops = detectStops(day.points);
  return {
    kind: 'wearable', subjectId: id, label: w.name, subLabel: w.post,
    list: day.points.map((p) => ({ time: text(p.t), lon: p.lon, lat: p.lat, speed: p.speed, heading: p.heading, mileage: p.mileage, fuel: null, status: p.status, battery: p.battery })),
    stops: stops.map((s) => ({ startTime: text(s.start), endTime: text(s.end), lon: s.lon, lat: s.lat, minutes: s.minutes })),
    alarms: day.alarms.map((a, i) => ({ id: `${id}-${i}`, kind: a.kind, at: text(a.t), lon: a.lon, lat: a.lat, value: a.value })),
    summary: summarize(day.points, stops),
  };
}

const peopleAlarms: AlarmRow[] = [...plans.values()].flatMap(({ w, day }) => day.alarms.filter((a) => a.t <= NOW).map((a, i) => ({
  id: `${w.id}-${i}`, subjectId: w.id, label: w.name, kind: a.kind, kindName: KIND_NAMES[a.kind] ?? a.kind, at: text(a.t), value: a.value, ackAt: null,
})));

/** A live channel that is open and quiet: screenshots hold still. */
function quietFeed(): LiveFeed {
  return {
    status: 'open',
    on: () => () => undefined,
    set onStatus(listener: ((status: LiveStatus) => void) | undefined) {
      listener?.('open');
    },
    close: () => undefined,
  };
}

const vehicleStates: VehicleState[] = vehicles.map((v, i) => ({
  carId: i + 1, carNo: v.label!, driverName: ['王建国', '李海军', '张志强', '陈立新'][i % 4]!, companyId: (i % 2) + 1, time: v.status === 'offline' ? '2026-11-20 06:12:40' : '2026-11-20 09:58:10',
  lon: v.lon, lat: v.lat, speed: v.status === 'offline' ? 0 : 18 + (i % 5) * 6, heading: 90, mileage: 12_000 + i * 371, fuel: 80 + i, status: 3, online: v.status !== 'offline', alarms: v.status === 'alarm' ? 1 : 0,
}));
const companies: CompanyNode[] = ['杭州城东环境服务有限公司', '西湖区环境卫生管理所'].map((name, c) => {
  const children = vehicleStates.filter((v) => v.companyId === c + 1);
  return { id: `company-${c + 1}`, name, total: children.length, online: children.filter((v) => v.online).length, alarm: children.filter((v) => v.alarms > 0).length, children };
});

/** GPS calls of the stories: the fixtures' city, vehicles and people, a quiet live channel. */
export const storyGpsData: GpsData = {
  ...fixtureGpsData,
  tree: async () => ({ tree: companies, total: vehicleStates.length, online: vehicleStates.filter((v) => v.online).length, offline: vehicleStates.filter((v) => !v.online).length, alarm: vehicleStates.filter((v) => v.alarms).length }),
  track: async (id, _start, _end, kind) => (kind === 'wearable' ? trackOf(id) : { ...trackOf(-1), kind: 'vehicle' }),
  alarms: async (kind) => ({ records: kind === 'wearable' ? peopleAlarms : [], total: kind === 'wearable' ? peopleAlarms.length : 0 }),
  ack: async () => undefined,
  address: async () => '文三路与学院路交叉口附近',
  exportTrack: async () => undefined,
  live: quietFeed,
};

const unsupported = (name: string) => () => Promise.reject(new Error(`${name} is not part of the map stories`));

/** The module data the map pages read: the people's tree report and the data's last day. */
export const storyModuleData: ModuleData = {
  list: unsupported('list'), options: unsupported('options'), save: unsupported('save'), remove: unsupported('remove'), action: unsupported('action'),
  exportList: unsupported('exportList'), importFile: unsupported('importFile'), exportReport: unsupported('exportReport'), tree: unsupported('tree'), lines: unsupported('lines'),
  settings: unsupported('settings'), saveSettings: unsupported('saveSettings'), settingsHistory: unsupported('settingsHistory'),
  report: async <T,>(report: { key: string }) => (report.key === 'realtimeTree' ? peopleTree : report.key === 'dataRange' ? { start: '2026-11-18', end: DAY } : { rows: [], total: 0 }) as T,
};

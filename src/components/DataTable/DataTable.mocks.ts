/**
 * Deterministic vehicle records for stories, the Patterns page and the benchmark: values
 * come from the row number, never from random numbers or the clock, so screenshots repeat.
 */
export type VehicleStatus = 'working' | 'idle' | 'offline' | 'repair';

export interface Vehicle {
  id: string;
  plate: string;
  type: string;
  unit: string;
  driver: string;
  phone: string;
  status: VehicleStatus;
  wasteType: string;
  loadTons: number;
  mileageKm: number;
  station: string;
  lastLocatedAt: string;
}

const provinces = ['浙A', '浙B', '苏E', '沪D', '皖A'];
const types = ['压缩式垃圾车', '餐厨垃圾车', '洗扫车', '洒水车', '勾臂车', '有害垃圾收运车'];
const units = ['城东环卫所', '城西环卫所', '滨江作业队', '西湖作业队', '萧山清运公司'];
const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const givenNames = ['建国', '海涛', '志强', '秀英', '立新', '春华', '伟', '敏', '晓东', '红梅', '国平'];
const wasteTypes = ['其他垃圾', '厨余垃圾', '可回收物', '有害垃圾'];
const stations = ['城东转运站', '城北转运站', '九峰焚烧厂', '天子岭填埋场', '滨江中转站'];
const statuses: VehicleStatus[] = ['working', 'working', 'idle', 'working', 'offline', 'repair', 'idle'];

export const vehicleStatusText: Record<VehicleStatus, string> = { working: '作业中', idle: '空闲', offline: '离线', repair: '维修中' };

export function makeVehicle(index: number): Vehicle {
  const letter = String.fromCharCode(65 + ((index * 7) % 26));
  const minutes = (index * 17) % (24 * 60);
  const day = 20 - (index % 5);
  return {
    id: `V${String(index + 1).padStart(6, '0')}`,
    plate: `${provinces[index % provinces.length]}·${letter}${String(1000 + ((index * 7919) % 9000)).padStart(4, '0')}`,
    type: types[index % types.length],
    unit: units[(index * 3) % units.length],
    driver: surnames[index % surnames.length] + givenNames[(index * 5) % givenNames.length],
    phone: `138${String((index * 104729) % 100000000).padStart(8, '0')}`,
    status: statuses[index % statuses.length],
    wasteType: wasteTypes[(index * 3) % wasteTypes.length],
    loadTons: Math.round(((index * 37) % 150) + 20) / 10,
    mileageKm: 1200 + ((index * 613) % 98000),
    station: stations[(index * 7) % stations.length],
    lastLocatedAt: `2026-11-${String(day).padStart(2, '0')} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  };
}

export function makeVehicles(count: number): Vehicle[] {
  return Array.from({ length: count }, (_, index) => makeVehicle(index));
}

/** A fake server: sorts and pages like a real list endpoint would. */
export function queryVehicles(all: Vehicle[], query: { pageIndex: number; pageSize: number; sortBy?: keyof Vehicle; desc?: boolean }) {
  const sorted = query.sortBy ? [...all].sort((a, b) => compare(a[query.sortBy!], b[query.sortBy!]) * (query.desc ? -1 : 1)) : all;
  const start = query.pageIndex * query.pageSize;
  return { rows: sorted.slice(start, start + query.pageSize), total: all.length };
}

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN');
}

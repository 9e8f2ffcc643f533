/**
 * What the HR ledgers (人员台账) know of each seeded person, derived from the person the platform's
 * workforce seed made (post, department, gender, entry date), deterministic per tenant and person:
 * the platform's fields every system reads (工号, 人员类别, 身份证号 with its check digit, birth date
 * agreeing with it, leave date) and the ledgers' own (native place from the ID's area, education,
 * contract, wage grade, bank card, emergency contact, licences). Dated relative to SEED_END.
 */
import { idCardCheckChar } from '../../../catalogue/src/model/idCard';
import { workforceOf } from '../systems/platform/workforce';
import { addDays, prng } from './seed-util';
import { SEED_END } from './profiles';

/** Issuing areas and the native place they stand for (where a city's sanitation workers come from). */
const AREAS: readonly (readonly [code: string, place: string])[] = [
  ['330102', '浙江杭州'], ['330183', '浙江富阳'], ['330726', '浙江浦江'], ['331082', '浙江临海'], ['330481', '浙江海宁'],
  ['341222', '安徽太和'], ['342221', '安徽砀山'], ['341524', '安徽金寨'], ['361121', '江西上饶'], ['362329', '江西余干'],
  ['412726', '河南郸城'], ['411522', '河南光山'], ['511304', '四川南充'], ['510921', '四川蓬溪'], ['522422', '贵州大方'],
];

/** Ages (at SEED_END) by post: sweepers are older, clerks younger. */
const AGES: Readonly<Record<string, readonly [number, number]>> = {
  保洁员: [42, 58], 公厕保洁员: [45, 58], 装卸工: [30, 52], 驾驶员: [28, 50], 机扫司机: [28, 48], 维修工: [30, 50],
  班组长: [35, 52], 安全员: [28, 45], 调度员: [27, 45], 文员: [24, 38],
};
const COMMON_POSTS = new Set(['安全员', '调度员', '文员']);
const OUTSOURCED_POSTS = new Set(['保洁员', '公厕保洁员', '装卸工']);
const LABOR_COMPANIES = ['杭州众力劳务派遣有限公司', '浙江安邦人力资源服务有限公司', '杭州洁城环境服务外包有限公司'];
const BANKS = ['中国工商银行杭州分行', '中国农业银行杭州分行', '中国建设银行杭州分行', '杭州银行', '浙江农商银行'];
const RELATIVES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const RELATIVE_NAMES = ['秀兰', '建军', '玉梅', '海燕', '志华', '丽萍', '国平', '小红'];
const WAGE: Readonly<Record<string, readonly string[]>> = {
  保洁员: ['g1', 'g2', 'g3'], 公厕保洁员: ['g2', 'g3'], 装卸工: ['g2', 'g3'], 驾驶员: ['g3', 'g4'], 机扫司机: ['g3', 'g4'],
  维修工: ['g3', 'g4', 'g5'], 班组长: ['g5'], 安全员: ['g4', 'g5'], 调度员: ['g4'], 文员: ['g3', 'g4'],
};
const LICENSES: Readonly<Record<string, readonly string[]>> = {
  驾驶员: ['b2', 'health'], 机扫司机: ['b2'], 维修工: ['electrician', 'welder'], 安全员: ['safety', 'c1'], 保洁员: ['health'], 公厕保洁员: ['health'],
  装卸工: ['health', 'forklift'], 班组长: ['c1'],
};
/** People (by their number in the workforce) who have left, with the days before SEED_END they left. */
const LEAVERS: Readonly<Record<string, readonly (readonly [k: number, daysAgo: number])[]>> = {
  '1': [[23, 40], [37, 95], [48, 150], [59, 210], [66, 12], [74, 300]],
  '2': [[19, 70], [33, 180]],
};

export interface StaffProfile {
  phone: string;
  employeeNo: string;
  staffType: 'yht' | 'wxht' | 'common';
  idCard: string;
  birthDate: string;
  status: 'onJob' | 'left';
  leaveDate: string | null;
  nativePlace: string;
  nation: string;
  education: string;
  politics: string;
  address: string;
  contractType: string;
  contractStart: string;
  contractEnd: string | null;
  laborCompany: string | null;
  wageGrade: string | null;
  licenses: string[];
  bankName: string;
  bankCard: string;
  emergencyContact: string;
  emergencyPhone: string;
}

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)]!;
const yearsLater = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`.replace(/-02-29$/, '-02-28');

/** The contract running at SEED_END: from the entry date, renewed every three years. */
function contractOf(entryDate: string, openEnded: boolean): { start: string; end: string | null } {
  if (openEnded) return { start: entryDate, end: null };
  let start = entryDate;
  while (yearsLater(start, 3) < addDays(SEED_END, -20)) start = yearsLater(start, 3);
  return { start, end: yearsLater(start, 3) };
}

/** Each seeded person of the tenant, matched by their (unique) phone. */
export function staffProfiles(tenantId: string, roads: readonly string[]): StaffProfile[] {
  const leavers = new Map(LEAVERS[tenantId] ?? []);
  return workforceOf(tenantId).map((p) => {
    const r = prng(Number(tenantId) * 10_007 + p.k * 131);
    // About two in five sweepers and loaders after the first ten (whom other systems' demo rows name) are outsourced.
    const staffType = COMMON_POSTS.has(p.post) ? 'common' : OUTSOURCED_POSTS.has(p.post) && p.k > 10 && r() < 0.45 ? 'wxht' : 'yht';
    const [young, old] = AGES[p.post] ?? [30, 50];
    // Some outsourced sweepers are retired people rehired (60 and over).
    const rehired = staffType === 'wxht' && p.post.endsWith('保洁员') && p.k % 2 === 0;
    const age = rehired ? 60 + (p.k % 4) : young + Math.floor(r() * (old - young + 1));
    const birthDate = `${Number(SEED_END.slice(0, 4)) - age - (p.k % 2)}-${String(1 + ((p.k * 5) % 12)).padStart(2, '0')}-${String(1 + ((p.k * 11) % 28)).padStart(2, '0')}`;
    const [area, nativePlace] = tenantId === '2' && p.k % 2 === 0 ? AREAS[(p.k * 3) % 5]! : pick(AREAS, r);
    // The sequence's last digit is odd for men and even for women; k keeps each number unique.
    const sequence = `${String(p.k % 100).padStart(2, '0')}${(p.gender === 'male' ? 1 : 2) + 2 * Math.floor(r() * 4)}`;
    const first17 = `${area}${birthDate.replaceAll('-', '')}${sequence}`;
    const openEnded = staffType !== 'wxht' && p.entryDate < '2023-01-01' && p.k % 4 === 0;
    const contract = contractOf(p.entryDate, openEnded);
    const leftDays = leavers.get(p.k);
    const education = COMMON_POSTS.has(p.post) ? pick(['college', 'bachelor', 'bachelor'], r) : age >= 50 ? pick(['primary', 'junior'], r) : pick(['junior', 'senior', 'senior', 'college'], r);
    return {
      phone: p.phone,
      employeeNo: `HW${tenantId}${String(p.k).padStart(3, '0')}`,
      staffType,
      idCard: first17 + idCardCheckChar(first17),
      birthDate,
      status: leftDays === undefined ? 'onJob' : 'left',
      // Nobody leaves within two months of joining.
      leaveDate: leftDays === undefined ? null : [addDays(SEED_END, -leftDays), addDays(p.entryDate, 60)].sort()[1]!,
      nativePlace,
      nation: p.k % 17 === 0 ? '回族' : p.k % 23 === 0 ? '土家族' : '汉族',
      education,
      politics: p.k % 7 === 0 || p.post === '班组长' ? 'party' : age < 28 ? 'league' : 'masses',
      address: `杭州市${pick(roads, r)}${10 + Math.floor(r() * 300)}号${1 + Math.floor(r() * 12)}幢`,
      contractType: rehired ? 'rehire' : staffType === 'wxht' ? 'dispatch' : openEnded ? 'openEnded' : 'fixed',
      contractStart: contract.start,
      contractEnd: contract.end,
      laborCompany: staffType === 'wxht' ? LABOR_COMPANIES[p.k % LABOR_COMPANIES.length]! : null,
      wageGrade: staffType === 'wxht' ? null : pick(WAGE[p.post] ?? ['g3'], r),
      licenses: [...(LICENSES[p.post] ?? [])],
      bankName: pick(BANKS, r),
      bankCard: `622202${String(1202 + Number(tenantId))}${String(p.k * 7919).padStart(9, '0')}`,
      emergencyContact: pick(RELATIVES, r) + pick(RELATIVE_NAMES, r),
      emergencyPhone: `1590571${String((p.k * 173) % 10_000).padStart(4, '0')}`,
    };
  });
}

/** The profiles as a JSON recordset parameter (`jsonb_to_recordset`). */
export function profilesJson(tenantId: string, roads: readonly string[]): string {
  return JSON.stringify(staffProfiles(tenantId, roads));
}

/** Demo tenants' sanitation data profiles: deterministic names, sizes and map centres. */
export interface TenantProfile {
  tenantId: string;
  plateLetter: string;
  cars: number;
  facilities: number;
  routes: number;
  /** Map centre (GCJ-02 / WGS-84 close enough for demo points). */
  lng: number;
  lat: number;
  companies: readonly string[];
  properties: readonly string[];
  communities: readonly string[];
  roads: readonly string[];
  routeNames: readonly string[];
  /** Administrative regions: [code, name, level, parent code]. */
  regions: readonly (readonly [string, string, string, string | null])[];
}

export const SEED_END = '2026-11-20';
export const SEED_DAYS = 90;

export const people = ['王建国', '李海军', '张志强', '陈立新', '刘文斌', '周晓东', '吴国庆', '孙丽华', '赵德明', '钱卫东', '郑永刚', '冯春生', '何建平', '许晓峰', '沈国栋', '韩志勇', '杨光明', '朱雪梅', '秦海涛', '尤建军', '施红英', '张国华', '孔祥林', '曹振宇'];

export const profiles: readonly TenantProfile[] = [
  {
    tenantId: '1', plateLetter: 'D', cars: 24, facilities: 60, routes: 8, lng: 120.153, lat: 30.287,
    companies: ['杭州城东环境服务有限公司', '西湖区环境卫生管理所', '拱墅区城市保洁有限公司', '上城区绿源环境工程有限公司'],
    properties: ['绿城物业服务集团', '万科物业杭州分公司', '南都物业服务股份有限公司', '金地物业杭州公司', '保利物业杭州分公司', '中海物业杭州公司', '龙湖智慧服务杭州公司', '滨江物业管理有限公司'],
    communities: ['翠苑一区', '文三新村', '德加社区', '古荡湾', '嘉绿苑', '西溪花园', '南都德加', '春江花月', '骆家庄', '耀江文鼎苑', '三墩北', '申花苑', '和睦新村', '大关西苑', '朝晖八区'],
    roads: ['文三路', '学院路', '教工路', '莫干山路', '天目山路', '古墩路', '丰潭路', '湖墅南路'],
    routeNames: ['城东一号线', '城东二号线', '西湖餐厨线', '拱墅其他垃圾线', '上城可回收物线', '文教区夜间线', '西溪片区线', '有害垃圾专线'],
    regions: [
      ['330100', '杭州市', 'city', null],
      ['330106', '西湖区', 'district', '330100'], ['330105', '拱墅区', 'district', '330100'], ['330102', '上城区', 'district', '330100'],
      ['330106001', '北山街道', 'street', '330106'], ['330106002', '西溪街道', 'street', '330106'], ['330106003', '翠苑街道', 'street', '330106'],
      ['330105001', '米市巷街道', 'street', '330105'], ['330105002', '湖墅街道', 'street', '330105'], ['330105003', '大关街道', 'street', '330105'],
      ['330102001', '清波街道', 'street', '330102'], ['330102002', '湖滨街道', 'street', '330102'],
    ],
  },
  {
    tenantId: '2', plateLetter: 'F', cars: 12, facilities: 30, routes: 4, lng: 120.211, lat: 30.208,
    companies: ['滨江区环境卫生管理站', '浦沿街道保洁服务队', '长河环卫服务有限公司'],
    properties: ['滨江物业管理有限公司', '绿城物业服务集团', '开元物业杭州分公司', '新湖物业服务有限公司'],
    communities: ['江南豪园', '东方郡', '星耀城', '钱龙社区', '冠山小区', '缤纷小区', '湘湖人家', '白金海岸'],
    roads: ['江南大道', '滨盛路', '江陵路', '长河路', '浦沿路', '东信大道'],
    routeNames: ['滨江一号线', '浦沿餐厨线', '长河其他垃圾线', '滨江可回收物线'],
    regions: [
      ['330108', '滨江区', 'district', null],
      ['330108001', '西兴街道', 'street', '330108'], ['330108002', '长河街道', 'street', '330108'], ['330108003', '浦沿街道', 'street', '330108'],
    ],
  },
];

/** Realistic sample trees for stories, tests and the benchmark (not used by the component). */
import type { TreeNode } from './treeModel';

export const regionTree: TreeNode[] = [
  {
    key: 'hz', title: '杭州市', children: [
      { key: 'sc', title: '上城区', children: [
        { key: 'sc-hb', title: '湖滨街道' }, { key: 'sc-qb', title: '清波街道' }, { key: 'sc-xj', title: '小营街道' },
      ] },
      { key: 'gs', title: '拱墅区', children: [
        { key: 'gs-ms', title: '米市巷街道' }, { key: 'gs-hs', title: '湖墅街道' }, { key: 'gs-dq', title: '大关街道', disabled: true },
      ] },
      { key: 'xh', title: '西湖区', children: [{ key: 'xh-bs', title: '北山街道' }, { key: 'xh-xx', title: '西溪街道' }] },
    ],
  },
  { key: 'nb', title: '宁波市', children: [{ key: 'hs', title: '海曙区', children: [{ key: 'hs-gl', title: '鼓楼街道' }] }] },
  { key: 'wz', title: '温州市' },
];

export const departmentTree: TreeNode[] = [
  {
    key: 'hw', title: '环卫集团', children: [
      { key: 'hw-sy', title: '收运中心', children: [{ key: 'hw-sy-cd', title: '城东转运站' }, { key: 'hw-sy-cx', title: '城西转运站' }] },
      { key: 'hw-qs', title: '清扫保洁部' },
      { key: 'hw-cl', title: '车辆管理科' },
    ],
  },
  { key: 'zf', title: '城管执法局', children: [{ key: 'zf-dc', title: '督查科' }] },
];

const cities = ['杭州市', '宁波市', '温州市', '嘉兴市', '湖州市', '绍兴市', '金华市', '衢州市', '舟山市', '台州市'];
const districts = ['城东区', '城西区', '城南区', '城北区', '新城区', '高新区', '经开区', '滨江区', '临港区'];

/**
 * A deterministic tree of exactly 10 + 10 × 9 + 10 × 9 × 110 = 10,000 nodes: city → district → street.
 * Street titles carry a number so searches hit a predictable subset.
 */
export function largeRegionTree(): TreeNode[] {
  return cities.map((city, c) => ({
    key: `c${c}`,
    title: city,
    children: districts.map((district, d) => ({
      key: `c${c}d${d}`,
      title: `${city.slice(0, 2)}${district}`,
      children: Array.from({ length: 110 }, (_, s) => ({ key: `c${c}d${d}s${s}`, title: `${district.slice(0, 2)}第${s + 1}街道收运点` })),
    })),
  }));
}

import { describe, expect, it } from 'vitest';
import { findNode, nodeFilter, treeNodes, type ReportNode } from './reportTree';

const tree: ReportNode[] = [
  { id: 'grade-A', label: 'A 级', count: 1, children: [{ id: 'car-7', label: '浙A·D9780', carId: 7 }] },
  { id: 'dept-2', label: '一队', deptId: 2, children: [] },
];

describe('report trees', () => {
  it('shows counts after the label and keeps the nesting', () => {
    expect(treeNodes(tree)[0]).toMatchObject({ key: 'grade-A', title: 'A 级', suffix: '(1)', children: [{ key: 'car-7', title: '浙A·D9780' }] });
  });

  it('filters by the first key the page maps; a group node filters nothing', () => {
    const filters = { carId: 'carId', staffId: 'handlerId' };
    expect(nodeFilter(findNode(tree, 'car-7'), filters)).toEqual({ carId: '7' });
    expect(nodeFilter(findNode(tree, 'grade-A'), filters)).toBeUndefined();
    expect(nodeFilter(findNode(tree, 'dept-2'), { deptId: 'deptId' })).toEqual({ deptId: '2' });
    expect(findNode(tree, 'none')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { halfCheckedKeys, indexTree, parentKeys, searchTree, toggleChecked, visibleRows, type TreeNode } from './treeModel';

const tree: TreeNode[] = [
  {
    key: 'hz', title: '杭州市', children: [
      { key: 'sc', title: '上城区', children: [{ key: 'sc1', title: '湖滨街道' }, { key: 'sc2', title: '清波街道' }] },
      { key: 'gs', title: '拱墅区', children: [{ key: 'gs1', title: '米市巷街道' }, { key: 'gs2', title: '湖墅街道', disabled: true }] },
    ],
  },
  { key: 'nb', title: '宁波市' },
];
const index = indexTree(tree);

describe('tree model', () => {
  it('indexes depth-first with parents and depths', () => {
    expect(index.order).toEqual(['hz', 'sc', 'sc1', 'sc2', 'gs', 'gs1', 'gs2', 'nb']);
    expect(index.byKey.get('sc2')).toMatchObject({ parent: 'sc', depth: 3 });
    expect(parentKeys(index)).toEqual(['hz', 'sc', 'gs']);
  });

  it('lists visible rows for the expanded set with set positions', () => {
    const rows = visibleRows(tree, new Set(['hz', 'gs']));
    expect(rows.map((row) => row.node.key)).toEqual(['hz', 'sc', 'gs', 'gs1', 'gs2', 'nb']);
    expect(rows[2]).toMatchObject({ depth: 2, posInSet: 2, setSize: 2, expanded: true, hasChildren: true });
  });

  it('checks descendants and derives checked / half-checked ancestors', () => {
    let checked = toggleChecked(index, new Set(), 'sc1', true);
    expect([...halfCheckedKeys(index, checked)].sort()).toEqual(['hz', 'sc']);
    checked = toggleChecked(index, checked, 'sc2', true);
    expect(checked.has('sc')).toBe(true);
    expect([...halfCheckedKeys(index, checked)]).toEqual(['hz']);
    // Checking 拱墅区 skips its disabled child, so every enabled child is checked and 杭州市 becomes checked.
    checked = toggleChecked(index, checked, 'gs', true);
    expect(checked.has('gs2')).toBe(false);
    expect(checked.has('hz')).toBe(true);
    expect(halfCheckedKeys(index, checked).size).toBe(0);
    checked = toggleChecked(index, checked, 'hz', false);
    expect(checked.size).toBe(0);
  });

  it('searches titles and expands every ancestor of a match', () => {
    const result = searchTree(index, '湖');
    expect([...result.matches]).toEqual(['sc1', 'gs2']);
    expect([...result.expand].sort()).toEqual(['gs', 'hz', 'sc']);
    const rows = visibleRows(tree, result.expand, result.visible);
    expect(rows.map((row) => row.node.key)).toEqual(['hz', 'sc', 'sc1', 'gs', 'gs2']);
    expect(searchTree(index, '  ').matches.size).toBe(0);
    // Below a match the whole subtree can be browsed.
    const district = searchTree(index, '上城');
    const open = visibleRows(tree, new Set(['hz', 'sc']), district.visible, district.matches);
    expect(open.map((row) => row.node.key)).toEqual(['hz', 'sc', 'sc1', 'sc2']);
  });
});

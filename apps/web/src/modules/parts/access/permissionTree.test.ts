import { describe, expect, it } from 'vitest';
import { checkedKeys, fnKey, summaryOf, systemKey, treeNodes, valueOf, type SystemTree } from './permissionTree';

const ljszy: SystemTree = {
  code: 'ljszy', name: '垃圾收运',
  groups: [
    { key: 'home', title: '首页', leaves: [{ key: 'welcome', title: '工作台', functions: [{ code: 'view:welcome', label: '查看', kind: 'view' }] }] },
    {
      key: 'g1', title: '称重管理',
      leaves: [{
        key: 'weigh', title: '车辆称重',
        functions: [
          { code: 'view:weigh', label: '查看', kind: 'view' },
          { code: 'weigh:create', label: '新增', kind: 'create', subject: '称重记录' },
          { code: 'weigh:delete', label: '删除', kind: 'delete', subject: '称重记录' },
        ],
      }],
    },
  ],
};
const kcgl: SystemTree = { code: 'kcgl', name: '仓库管理', groups: [{ key: 'g1', title: '仓库', leaves: [{ key: 'store', title: '仓库', functions: [{ code: 'view:store', label: '查看', kind: 'view' }] }] }] };
const systems = [ljszy, kcgl];

describe('the role editor tree', () => {
  it('shows a page that only opens as one node, a page with buttons as 查看 and each button', () => {
    const [sys] = treeNodes([ljszy]);
    expect(sys!.children![0]!.children![0]).toEqual({ key: fnKey('ljszy', 'view:welcome'), title: '工作台' });
    expect(sys!.children![1]!.children![0]!.children!.map((n) => n.title)).toEqual(['查看', '新增', '删除']);
  });

  it('checks the leaves of the role and the parents they fill; a whole system is every node of it', () => {
    const keys = checkedKeys(systems, { ljszy: ['view:welcome'], kcgl: 'all' });
    expect(keys).toContain(fnKey('ljszy', 'view:welcome'));
    expect(keys).not.toContain(systemKey('ljszy'));
    expect(keys).toContain(systemKey('kcgl'));
  });

  it('a ticked function brings its page\'s view; an unticked view takes the page\'s functions', () => {
    const ticked = valueOf(systems, [fnKey('ljszy', 'weigh:create')], {});
    expect(ticked).toEqual({ ljszy: ['view:weigh', 'weigh:create'] });
    const unticked = valueOf(systems, [fnKey('ljszy', 'weigh:create')], ticked);
    expect(unticked).toEqual({});
  });

  it('stores a system ticked whole as all, and counts what is held', () => {
    const value = valueOf(systems, ['view:welcome', 'view:weigh', 'weigh:create', 'weigh:delete'].map((c) => fnKey('ljszy', c)), {});
    expect(value).toEqual({ ljszy: 'all' });
    expect(summaryOf(systems, { ...value, kcgl: ['view:store'] })).toEqual({ systems: 2, functions: 5 });
  });
});

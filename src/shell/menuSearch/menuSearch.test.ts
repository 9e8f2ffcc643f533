import { describe, expect, it } from 'vitest';
import { findPath, findWelcome, flattenLeaves, initialOpenKeys, type MenuNode } from './menuTree';
import { buildMenuIndex, searchMenuIndex } from './pinyinIndex';
import { pinyinSyllables } from './pinyin';
import { pushRecent, toggleFavourite } from './recent';

const tree: MenuNode[] = [
  { id: 'home', name: '首页', uri: null, parentId: null, children: [{ id: 'welcome', name: '工作台', uri: '/ljszy/welcome', parentId: 'home', isWelcomeMenu: true }] },
  { id: 'g1', name: '基础信息', uri: null, parentId: null, children: [
    { id: 'car', name: '车辆信息', uri: '/ljszy/carInfo', parentId: 'g1' },
    { id: 'fac', name: '收运设施', uri: '/ljszy/facilityInfo', parentId: 'g1' },
  ] },
  { id: 'g2', name: '称重管理', uri: null, parentId: null, children: [
    { id: 'weigh', name: '车辆称重', uri: '/ljszy/carWeightOperate', parentId: 'g2' },
    { id: 'rfid', name: 'RFID 识别', uri: '/ljszy/rfid', parentId: 'g2' },
  ] },
];

const index = buildMenuIndex(flattenLeaves(tree, 'ljszy', '垃圾收运'), pinyinSyllables);
const names = (q: string) => searchMenuIndex(index, q).map((m) => m.entry.name);

describe('menu tree', () => {
  it('flattens leaves with their parent names', () => {
    const leaves = flattenLeaves(tree, 'ljszy', '垃圾收运');
    expect(leaves.map((l) => l.id)).toEqual(['welcome', 'car', 'fac', 'weigh', 'rfid']);
    expect(leaves[1]).toMatchObject({ namePath: ['基础信息'], systemCode: 'ljszy', systemName: '垃圾收运' });
  });
  it('finds the path to a node, the welcome page and the first group to expand', () => {
    expect(findPath(tree, 'weigh').map((n) => n.id)).toEqual(['g2', 'weigh']);
    expect(findPath(tree, 'missing')).toEqual([]);
    expect(findWelcome(tree)?.id).toBe('welcome');
    expect(initialOpenKeys(tree, 'first')).toEqual(['home']);
    expect(initialOpenKeys(tree, 'all')).toEqual(['home', 'g1', 'g2']);
    expect(initialOpenKeys(tree, 'none')).toEqual([]);
  });
});

describe('pinyin menu search', () => {
  it('matches by name, full pinyin and initials, ranked', () => {
    expect(names('车辆')).toEqual(['车辆信息', '车辆称重']);
    expect(names('cheliangxinxi')).toEqual(['车辆信息']);
    expect(names('clxx')).toEqual(['车辆信息']);
    expect(names('CLCZ')).toEqual(['车辆称重']);
    expect(names('chengzhong')[0]).toBe('车辆称重');
    expect(names('rfid')).toEqual(['RFID 识别']);
  });
  it('matches by parent names last', () => {
    expect(names('基础')).toEqual(['车辆信息', '收运设施']);
  });
  it('trims and ignores empty text', () => {
    expect(names('   ')).toEqual([]);
    expect(names('  clxx  ')).toEqual(['车辆信息']);
  });
  // Its speed is a benchmark figure (menu_search_ms in tests/bench/shell.bench.ts), not a timed test.
  it('searches 5,000 items keystroke by keystroke', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: `m${i}`, name: `车辆信息${i}`, uri: `/x/${i}`, namePath: ['基础信息'], systemCode: 's', systemName: '系统', openModeCode: 'tab' }));
    const big = buildMenuIndex(many, (text) => pinyinSyllables(text));
    for (const q of ['c', 'cl', 'clx', 'clxx']) expect(searchMenuIndex(big, q).length, q).toBeGreaterThan(0);
    expect(searchMenuIndex(big, '车辆信息4999').map((hit) => hit.entry.id)).toEqual(['m4999']);
  });
});

describe('recent and favourite pages', () => {
  const page = (id: string) => ({ id, name: id, uri: `/${id}`, systemCode: 's', systemName: 'S' });
  it('keeps the most recent first without duplicates, capped', () => {
    let list = [page('a'), page('b')];
    list = pushRecent(list, page('b'));
    expect(list.map((p) => p.id)).toEqual(['b', 'a']);
    expect(pushRecent(Array.from({ length: 10 }, (_, i) => page(`p${i}`)), page('n')).length).toBe(10);
  });
  it('toggles favourites', () => {
    expect(toggleFavourite([page('a')], page('a'))).toEqual([]);
    expect(toggleFavourite([], page('a')).map((p) => p.id)).toEqual(['a']);
  });
});

describe('mixed pinyin (issue 15 item 12)', () => {
  it('matches runs of syllable prefixes: clxinxi, chelxx, cheliangxin find 车辆信息', () => {
    for (const q of ['clxinxi', 'chelxx', 'cheliangxin', 'clxinx']) expect(names(q)).toContain('车辆信息');
    expect(names('clxinxi')).not.toContain('车辆称重');
  });
  it('does not match letters that skip a syllable', () => {
    expect(names('cxinxi')).not.toContain('车辆信息');
  });
});

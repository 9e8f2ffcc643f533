import { describe, expect, it } from 'vitest';
import { groupIcon } from './groupIcon';

describe('groupIcon', () => {
  it('reads the group name: the first matching rule wins', () => {
    expect(groupIcon({ name: '首页' })).toBe('home');
    expect(groupIcon({ name: '统计报表' })).toBe('chart');
    expect(groupIcon({ name: '设备与报警' })).toBe('warning');
    expect(groupIcon({ name: '安全资料' })).toBe('shield');
    expect(groupIcon({ name: '车辆档案' })).toBe('truck');
  });

  it('prefers a known icon sent with the node, ignores an unknown one', () => {
    expect(groupIcon({ name: '统计报表', icon: 'map' })).toBe('map');
    expect(groupIcon({ name: '统计报表', icon: 'no-such-icon' })).toBe('chart');
    expect(groupIcon({ name: '统计报表', icon: 'toString' })).toBe('chart');
  });

  it('falls back to a folder', () => {
    expect(groupIcon({ name: '其他' })).toBe('folder');
  });
});

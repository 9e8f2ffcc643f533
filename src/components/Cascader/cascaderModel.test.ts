import { describe, expect, it } from 'vitest';
import { columnsFor, optionsAlong, searchPaths, stepInColumn } from './cascaderModel';
import { regions } from './regions.fixture';

describe('Cascader model', () => {
  it('opens one column per active level', () => {
    expect(columnsFor(regions, [])).toHaveLength(1);
    const columns = columnsFor(regions, ['330000', '330100']);
    expect(columns.map((c) => c[0].label)).toEqual(['浙江省', '杭州市', '上城区']);
    expect(optionsAlong(regions, ['330000', '330100', '330106']).map((o) => o.label)).toEqual(['浙江省', '杭州市', '西湖区']);
    expect(optionsAlong(regions, ['999999'])).toEqual([]);
  });

  it('searches leaf paths by text and pinyin, skipping disabled', () => {
    expect(searchPaths(regions, '西湖').map((m) => m.labels.join('/'))).toEqual(['浙江省/杭州市/西湖区']);
    expect(searchPaths(regions, 'xh').map((m) => m.labels.at(-1))).toEqual(['西湖区', '徐汇区']);
    expect(searchPaths(regions, '余杭')).toEqual([]);
    expect(searchPaths(regions, '杭州')).toHaveLength(5);
  });

  it('steps through a column, skipping disabled options', () => {
    const districts = regions[0].children![0].children!;
    expect(stepInColumn(districts, '330109', 1)).toBe('330102');
    expect(stepInColumn(districts, '330102', -1)).toBe('330109');
    expect(stepInColumn(districts, undefined, 1)).toBe('330102');
  });
});

import { describe, expect, it } from 'vitest';
import { derivedValue, enumValues, recordRuleProblems } from './validate';

describe('shared record checks', () => {
  const rules = [
    { kind: 'gte' as const, field: 'gross', other: 'tare', message: '毛重不能小于皮重' },
    { kind: 'gte' as const, field: 'max', other: 'min', message: '最大净重不能小于最小净重' },
  ];

  it('reports every broken rule in order on its first field, skipping non-numbers', () => {
    expect(recordRuleProblems(rules, { gross: 1, tare: 2, max: 1, min: 3 })).toEqual([
      { field: 'gross', message: '毛重不能小于皮重' },
      { field: 'max', message: '最大净重不能小于最小净重' },
    ]);
    expect(recordRuleProblems(rules, { gross: 2, tare: 2, max: '1', min: 3 })).toEqual([]);
  });

  it('compares dates as calendar days: an end before its start is refused, the same day passes', () => {
    const period = [{ kind: 'gte' as const, field: 'end', other: 'start', message: '截止日期不能早于开始日期' }];
    expect(recordRuleProblems(period, { start: '2026-10-31', end: '2026-10-01' })).toEqual([{ field: 'end', message: '截止日期不能早于开始日期' }]);
    expect(recordRuleProblems(period, { start: '2026-10-01', end: '2026-10-01' })).toEqual([]);
    expect(recordRuleProblems(period, { start: '十月', end: '九月' })).toEqual([]);
  });

  it('compares times of day: a shift ending before it starts is refused, an empty time is not compared', () => {
    const shift = [{ kind: 'gte' as const, field: 'end', other: 'start', message: '下岗时间不能早于上岗时间' }];
    expect(recordRuleProblems(shift, { start: '06:00', end: '05:30' })).toEqual([{ field: 'end', message: '下岗时间不能早于上岗时间' }]);
    expect(recordRuleProblems(shift, { start: '06:00', end: '11:00' })).toEqual([]);
    expect(recordRuleProblems(shift, { start: '06:00', end: null })).toEqual([]);
    expect(recordRuleProblems(shift, { start: '06:00', end: '2026-10-01' })).toEqual([]);
  });

  it('compares times of day (HH:mm): a working day ending before it starts is refused', () => {
    const day = [{ kind: 'gte' as const, field: 'workEnd', other: 'workStart', message: '作业日结束不能早于开始' }];
    expect(recordRuleProblems(day, { workStart: '05:00', workEnd: '04:30' })).toEqual([{ field: 'workEnd', message: '作业日结束不能早于开始' }]);
    expect(recordRuleProblems(day, { workStart: '05:00', workEnd: '21:30' })).toEqual([]);
  });

  it('requires a field only when another holds one of the named values', () => {
    const repair = [{ kind: 'requiredWhen' as const, field: 'repairType', when: 'costType', values: ['repair', 'upkeep'], message: '维修、保养费用请选择维保类型' }];
    expect(recordRuleProblems(repair, { costType: 'repair', repairType: null })).toEqual([{ field: 'repairType', message: '维修、保养费用请选择维保类型' }]);
    expect(recordRuleProblems(repair, { costType: 'upkeep', repairType: '' })).toHaveLength(1);
    expect(recordRuleProblems(repair, { costType: 'repair', repairType: 'engine' })).toEqual([]);
    expect(recordRuleProblems(repair, { costType: 'oil' })).toEqual([]);
  });

  it('derives the difference to the hundredth, null unless both are numbers', () => {
    const net = { key: 'net', label: '净重', type: 'number' as const, show: [], derived: { kind: 'difference' as const, of: ['gross', 'tare'] as const } };
    expect(derivedValue(net, { gross: 10.456, tare: 0.1 })).toBe(10.36);
    expect(derivedValue(net, { gross: 10, tare: null })).toBeNull();
  });

  it('lists the values an enum field allows', () => {
    const enums = [{ code: 'state', label: '状态', options: [{ value: '1', label: '启用' }, { value: '0', label: '停用' }] }];
    expect(enumValues(enums, { key: 's', label: '状态', type: 'enum', enum: 'state', show: [] })).toEqual(['1', '0']);
    expect(enumValues(undefined, { key: 's', label: '状态', type: 'enum', enum: 'state', show: [] })).toBeUndefined();
  });

  it('sums a derived total of any number of items, none while an item is missing', () => {
    const total = { key: 'total', label: '总分', type: 'number' as const, show: [], derived: { kind: 'sum' as const, of: ['a', 'b', 'c'] as const } };
    expect(derivedValue(total, { a: 25.5, b: 33.25, c: 24 })).toBe(82.75);
    expect(derivedValue(total, { a: 25.5, b: 33.25 })).toBeNull();
  });
});

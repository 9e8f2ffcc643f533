import { describe, expect, it } from 'vitest';
import { reportColumns } from './reports';
import { displayCell, displayValue, fieldTitle, fill, shownValue, yesNo } from './display';
import type { FieldDefinition } from './fields';
import { enumOption, PLATFORM } from '../registry';

const field = (key: string, type: FieldDefinition['type'], more: Partial<FieldDefinition> = {}): FieldDefinition => ({ key, label: key, type, show: [], ...more });
const garbage = field('garbageType', 'enum', { enum: 'garbageType' });
const alarm = field('alarm', 'boolean');
const car = field('carId', 'lookup', { lookup: { resource: 'vehicle', labelField: 'carNo' } });
const net = field('net', 'number', { label: '净重', unit: 'kg' });

describe('titles', () => {
  it('puts the unit after the label, in fields and in report measures', () => {
    expect(fieldTitle(net)).toBe('净重(kg)');
    expect(fieldTitle({ label: '车牌号' })).toBe('车牌号');
    expect(reportColumns({ key: 'r', title: 'r', kind: 'aggregate', call: '/r', method: 'GET', measures: [{ key: 't', label: '收运量', unit: '吨', agg: 'sum', field: 'w' }] }))
      .toEqual([{ key: 't', label: '收运量(吨)' }]);
  });
});

describe('display values', () => {
  it('shows enum labels, 是/否, lookup labels; unknown enum values as they are', () => {
    expect(displayValue(PLATFORM, garbage, { garbageType: 'kitchen' })).toBe('厨余垃圾');
    expect(displayValue(PLATFORM, garbage, { garbageType: 'mystery' })).toBe('mystery');
    expect(displayValue(PLATFORM, alarm, { alarm: true })).toBe('是');
    expect(displayValue(PLATFORM, alarm, { alarm: false })).toBe('否');
    expect(displayValue(PLATFORM, car, { carId: 3, carIdLabel: '浙A·D1159' })).toBe('浙A·D1159');
    expect(displayValue(PLATFORM, net, { net: 8000.5 })).toBe('8000.5');
  });

  it('is empty for empty values of every type (a missing boolean is not 否)', () => {
    for (const f of [garbage, alarm, net]) {
      expect(displayValue(PLATFORM, f, { [f.key]: null })).toBe('');
      expect(displayValue(PLATFORM, f, {})).toBe('');
      expect(displayValue(PLATFORM, f, { [f.key]: '' })).toBe('');
    }
    expect(displayValue(PLATFORM, car, { carId: 3 })).toBe('');
  });

  it('keeps numbers as numbers in cells and empties as null', () => {
    expect(displayCell(PLATFORM, net, 8000)).toBe(8000);
    expect(displayCell(PLATFORM, garbage, 'other')).toBe('其他垃圾');
    expect(displayCell(PLATFORM, alarm, true)).toBe('是');
    expect(displayCell(PLATFORM, alarm, null)).toBeNull();
    expect(shownValue(car, { carId: 3, carIdLabel: '浙A·D1159' })).toBe('浙A·D1159');
    expect(shownValue(net, { net: 1 })).toBe(1);
  });

  it('finds an enum option with its tag colour', () => {
    expect(enumOption(PLATFORM, 'garbageType', 'hazardous')).toEqual({ value: 'hazardous', label: '有害垃圾', status: 'error' });
    expect(enumOption(PLATFORM, 'garbageType', null)).toBeUndefined();
    expect([yesNo(1), yesNo(0)]).toEqual(['是', '否']);
  });
});

describe('templates', () => {
  it('fills named placeholders and keeps unknown ones', () => {
    expect(fill('{label}须在 {min} 到 {max} 之间', { label: '核定载重', min: 500, max: 40000 })).toBe('核定载重须在 500 到 40000 之间');
    expect(fill('共 {total} 条，{unknown}', { total: 0 })).toBe('共 0 条，{unknown}');
    expect(fill('{a}{a}', { a: '$&' })).toBe('$&$&');
    expect(fill('无占位符')).toBe('无占位符');
  });
});

import { describe, expect, it } from 'vitest';
import { findResource, loadSystem } from '../../../../catalogue/src';
import { checkRecordRules, checkValue, controlValue, fieldRules, initialValues, toFilters, toPayload } from './fieldValues';

await loadSystem('ljszy');

const car = findResource('ljszy', 'carInfo')!;
const weighing = findResource('ljszy', 'carWeightOperate')!;
const fieldOf = (resource: typeof car, key: string) => resource.fields.find((f) => f.key === key)!;

describe('form values of catalogue fields', () => {
  it('holds what each control works with', () => {
    expect(controlValue(fieldOf(car, 'loadCapacity'), '8000')).toBe(8000);
    expect(controlValue(fieldOf(car, 'loadCapacity'), null)).toBeNull();
    expect(controlValue(fieldOf(car, 'companyId'), 3)).toBe('3');
    expect(controlValue(fieldOf(car, 'purchaseDate'), '')).toBeNull();
    expect(controlValue(fieldOf(car, 'carNo'), null)).toBe('');
  });

  it('starts from the row, else the defaults and the prefill', () => {
    const fields = [fieldOf(car, 'status'), fieldOf(car, 'companyId')];
    expect(initialValues(fields, undefined, { companyId: '2' })).toEqual({ status: 'inUse', companyId: '2' });
    expect(initialValues(fields, { id: 1, status: 'repair', companyId: 4 })).toEqual({ status: 'repair', companyId: '4' });
  });

  it('checks with the catalogue rules and their Chinese messages', () => {
    expect(checkValue('ljszy', fieldOf(car, 'loadCapacity'), 99999)).toBe('核定载重须在 500 到 40000 之间');
    expect(checkValue('ljszy', fieldOf(car, 'carNo'), 'AB123')).toBe('车牌号格式不正确，例如 浙A·D1234 或 浙A·1234挂');
    expect(checkValue('ljszy', fieldOf(car, 'carNo'), '浙A·D1234')).toBe(true);
    expect(fieldRules(car, fieldOf(car, 'carNo')).required).toBe('车牌号不能为空');
    expect(fieldRules(car, fieldOf(car, 'remark')).required).toBeUndefined();
  });

  it('reports record rules on their field', () => {
    const rules = weighing.recordRules!;
    expect(checkRecordRules(rules, 'grossWeight', { grossWeight: 9000, tareWeight: 9800 })).toBe('毛重不能小于皮重');
    expect(checkRecordRules(rules, 'grossWeight', { grossWeight: 13000, tareWeight: 9800 })).toBe(true);
    expect(checkRecordRules(rules, 'tareWeight', { grossWeight: 9000, tareWeight: 9800 })).toBe(true);
  });

  it('sends typed values: numbers for lookups, full datetimes, null when empty', () => {
    const fields = [fieldOf(weighing, 'carId'), fieldOf(weighing, 'weighTime'), fieldOf(weighing, 'operator')];
    expect(toPayload(fields, { carId: '5', weighTime: '2026-11-20 08:30', operator: '' })).toEqual({ carId: 5, weighTime: '2026-11-20 08:30:00', operator: null });
  });

  it('turns search values into list filters, ranges as Start/End', () => {
    const fields = [fieldOf(weighing, 'billNo'), fieldOf(weighing, 'garbageType'), fieldOf(weighing, 'weighTime')];
    expect(toFilters(fields, { billNo: ' BD2026 ', garbageType: null, weighTime: ['2026-11-01', '2026-11-20'] }))
      .toEqual({ billNo: 'BD2026', weighTimeStart: '2026-11-01', weighTimeEnd: '2026-11-20' });
  });
});

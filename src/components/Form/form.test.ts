import { describe, expect, it } from 'vitest';
import { buildRules, isEmptyValue } from './fieldRules';
import { trimDeep } from './trimDeep';

type Check = (value: unknown, values: Record<string, unknown>) => unknown;
const run = (rules: ReturnType<typeof buildRules>, value: unknown) =>
  Object.values(rules.validate as Record<string, Check>).map((check) => check(value, {})).find((r) => r !== true && r !== undefined);

describe('trimDeep', () => {
  it('trims strings at every depth and keeps other objects', () => {
    const when = new Date(2026, 10, 20);
    const result = trimDeep({ plate: ' 浙A·D1234 ', stations: [' 城东转运站', { name: '城西 ' }], when, tons: 3, none: null });
    expect(result).toEqual({ plate: '浙A·D1234', stations: ['城东转运站', { name: '城西' }], when, tons: 3, none: null });
    expect(result.when).toBe(when);
  });
});

describe('FormField rules', () => {
  it('says 请输入 for text and 请选择 for choice controls', () => {
    expect(run(buildRules('车牌号', 'text', { required: true }), '  ')).toBe('请输入车牌号');
    expect(run(buildRules('垃圾类别', 'choice', { required: true }), [])).toBe('请选择垃圾类别');
    expect(run(buildRules('重量', 'text', { required: true }), 0)).toBeUndefined();
  });

  it('checks pattern, lengths and bounds with Chinese messages', () => {
    expect(run(buildRules('手机号', 'text', { pattern: /^1\d{10}$/ }), '123')).toBe('手机号格式不正确');
    expect(run(buildRules('手机号', 'text', { pattern: /^1\d{10}$/ }), '')).toBeUndefined();
    expect(run(buildRules('名称', 'text', { minLength: 2 }), '城')).toBe('名称至少 2 个字符');
    expect(run(buildRules('名称', 'text', { maxLength: 4 }), '城东垃圾转运站')).toBe('名称最多 4 个字符');
    expect(run(buildRules('载重', 'text', { min: 1, max: 30 }), 31)).toBe('载重不能大于 30');
    expect(run(buildRules('载重', 'text', { min: 1, max: 30 }), 0.5)).toBe('载重不能小于 1');
  });

  it('runs custom validators', () => {
    const rules = buildRules('车牌号', 'text', { validate: (v) => String(v).startsWith('浙') || '仅支持浙江车牌' });
    expect(run(rules, '沪A12345')).toBe('仅支持浙江车牌');
    expect(run(rules, '浙A12345')).toBeUndefined();
  });

  it('treats blank text and empty lists as empty', () => {
    expect(isEmptyValue(' ')).toBe(true);
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue(false)).toBe(false);
  });
});

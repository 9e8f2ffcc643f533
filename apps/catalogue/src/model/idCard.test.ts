import { describe, expect, it } from 'vitest';
import { idCardBirth, idCardCheckChar, idCardGender, idCardProblem } from './idCard';
import { checkRules, recordRuleProblems } from './validate';
import { field, patterns } from './fields';

const TODAY = new Date('2026-11-20T00:00:00Z');
const valid = (first17: string) => first17 + idCardCheckChar(first17);

describe('resident ID numbers', () => {
  it('accepts the standard example and computes its check character', () => {
    // The example of GB 11643-1999: 11010519491231002X.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardProblem('11010519491231002X', TODAY)).toBeNull();
    expect(idCardProblem('11010519491231002x', TODAY)).toBeNull();
    expect(idCardBirth('11010519491231002X')).toBe('1949-12-31');
    expect(idCardGender('11010519491231002X')).toBe('female');
    expect(idCardGender(valid('33010619850312003'))).toBe('male');
  });

  it('refuses a wrong check digit, an impossible birth date and a bad shape', () => {
    expect(idCardProblem('110105194912310021', TODAY)).toBe('check');
    expect(idCardProblem(valid('33010619850230001'), TODAY)).toBe('birth');
    expect(idCardProblem(valid('33010620301010001'), TODAY)).toBe('birth');
    expect(idCardProblem('3301061985031200', TODAY)).toBe('format');
    expect(idCardProblem('03010619850312001X', TODAY)).toBe('format');
  });

  it('answers Chinese messages through the field rules and the record rule', () => {
    const f = field.text('idCard', '身份证号', { rules: { ...patterns.idCard } });
    expect(checkRules(f, '110105194912310021')).toBe('身份证号校验码不正确，请核对后重新输入');
    expect(checkRules(f, '11010519491231002X')).toBeNull();
    const rule = { kind: 'idCard', field: 'idCard', birthDate: 'birthDate', gender: 'gender' } as const;
    expect(recordRuleProblems([rule], { idCard: '11010519491231002X', birthDate: '1949-12-30', gender: 'male' })).toEqual([
      { field: 'birthDate', message: '出生日期与身份证号不一致（身份证号中为 1949-12-31）' },
      { field: 'gender', message: '性别与身份证号不一致（身份证号中为女）' },
    ]);
    expect(recordRuleProblems([rule], { idCard: '11010519491231002X', birthDate: '1949-12-31', gender: 'female' })).toEqual([]);
  });
});

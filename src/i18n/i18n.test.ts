import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs';
import { t } from './index';

describe('zh-CN catalogue', () => {
  it('looks up nested keys and interpolates parameters', () => {
    expect(t('common.themes.TechBlue')).toBe('科技蓝');
    expect(t('common.ok')).toBe('确定');
  });
  it('throws on a missing key rather than showing a raw key to users', () => {
    expect(() => t('common.nope' as never)).toThrow(/Missing message/);
  });
  it('formats dates with the zh-cn locale', () => {
    expect(dayjs('2026-11-22').format('dddd')).toBe('星期日');
  });
});

import { describe, expect, it } from 'vitest';
import { breadcrumb } from './MenuPalette';

describe('menu search breadcrumb', () => {
  it('names the system once even when the path starts with it', () => {
    expect(breadcrumb('垃圾收运', ['垃圾收运', '基础信息'])).toBe('垃圾收运 / 基础信息');
    expect(breadcrumb('垃圾收运', ['基础信息'])).toBe('垃圾收运 / 基础信息');
    expect(breadcrumb(undefined, ['基础信息'])).toBe('基础信息');
  });
});

import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../../../catalogue/src';
import { columnWidth } from './display';

const kcgl = await loadSystem('kcgl');

describe('column widths', () => {
  it('shows a document number whole: 入库单 RK20261123-001 (14 characters of about 8 px, plus padding)', () => {
    const doc = kcgl.resources.find((r) => r.key === 'storehouseIn')!;
    const code = doc.fields.find((f) => f.key === 'code')!;
    expect(columnWidth(code, 'kcgl', doc.labelField)).toBeGreaterThanOrEqual(14 * 8 + 24);
  });
});

describe('column headers', () => {
  it('leave room for a four-character title with its sort mark (入库类型: 4 × 14 px, padding and mark)', () => {
    const doc = kcgl.resources.find((r) => r.key === 'storehouseIn')!;
    const kind = doc.fields.find((f) => f.key === 'inType')!;
    expect(columnWidth(kind, 'kcgl', doc.labelField)).toBeGreaterThanOrEqual(4 * 14 + 48);
  });
});

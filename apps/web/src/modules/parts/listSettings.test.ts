import { beforeAll, describe, expect, it } from 'vitest';
import { loadSystem, type ResourceDefinition } from '../../../../catalogue/src';
import { columnSettings, fromColumnSettings, orderedColumns, parseListPrefs } from './listSettings';

let weighing: ResourceDefinition;
beforeAll(async () => {
  weighing = (await loadSystem('ljszy')).resources.find((r) => r.key === 'carWeightOperate')!;
});

describe('list settings', () => {
  it('keeps only what still makes sense of a stored value', () => {
    expect(parseListPrefs('x')).toBeUndefined();
    expect(parseListPrefs({ hidden: ['a', 3], widths: { a: 120, b: 5, c: 'wide' }, pinned: { a: 'start', b: 'middle', c: null }, density: 'huge' }))
      .toEqual({ hidden: ['a'], order: undefined, widths: { a: 120 }, pinned: { a: 'start', c: null } });
  });

  it('orders columns as saved, new catalogue columns after, unknown ones dropped', () => {
    const keys = orderedColumns(weighing, { order: ['weighTime', 'gone', 'billNo'] }).map((f) => f.key);
    expect(keys.slice(0, 2)).toEqual(['weighTime', 'billNo']);
    expect(keys).not.toContain('gone');
    expect(keys).toContain('netWeight');
  });

  it('never hides key columns, and stores only pinning that differs from the catalogue', () => {
    const rows = columnSettings(weighing, { hidden: ['netWeight', 'companyId'] });
    expect(rows.find((r) => r.id === 'netWeight')).toMatchObject({ visible: true, locked: true, pinned: 'start' });
    expect(rows.find((r) => r.id === 'companyId')).toMatchObject({ visible: false, locked: false });
    const edited = rows.map((r) => (r.id === 'netWeight' ? { ...r, pinned: undefined, visible: false } : r.id === 'station' ? { ...r, pinned: 'end' as const } : r));
    const prefs = fromColumnSettings(weighing, {}, edited);
    expect(prefs.pinned).toEqual({ netWeight: null, station: 'end' });
    expect(prefs.hidden).toEqual(['companyId']);
    expect(prefs.order).toEqual(rows.map((r) => r.id));
  });
});

import { describe, expect, it } from 'vitest';
import type { RosterAnswer } from '../../../../../catalogue/src';
import { cellKey, changesOf, copyWeekBefore, rectangle, setCells, valueOf } from './rosterEdits';

const answer: RosterAnswer = {
  month: '2026-11',
  days: ['2026-11-08', '2026-11-09'].map((date) => ({ date, weekday: 0, off: false })),
  palette: [{ id: 1, label: '早班', short: '早' }, { id: 2, label: '夜班', short: '夜' }],
  rows: [{ id: 7, label: '张三', cells: { '2026-11-01': 2, '2026-11-02': null, '2026-11-08': 1 } }, { id: 8, label: '李四', cells: {} }],
};

describe('roster edits', () => {
  it('keeps only real changes and shows them over the plan', () => {
    const edits = setCells(answer, new Map(), [cellKey(7, '2026-11-08'), cellKey(7, '2026-11-09')], 1);
    expect(changesOf(edits)).toEqual([{ row: 7, day: '2026-11-09', value: 1 }]);
    expect(valueOf(answer, edits, 7, '2026-11-09')).toBe(1);
    expect(changesOf(setCells(answer, edits, [cellKey(7, '2026-11-09')], null))).toEqual([]);
  });

  it('copies the week before, including days before the month', () => {
    const edits = copyWeekBefore(answer, new Map(), [cellKey(7, '2026-11-08'), cellKey(7, '2026-11-09')]);
    expect(changesOf(edits)).toEqual([{ row: 7, day: '2026-11-08', value: 2 }]);
  });

  it('selects a rectangle in either direction', () => {
    expect(rectangle(answer, { r: 1, d: 1 }, { r: 0, d: 0 })).toEqual([cellKey(7, '2026-11-08'), cellKey(7, '2026-11-09'), cellKey(8, '2026-11-08'), cellKey(8, '2026-11-09')]);
  });
});

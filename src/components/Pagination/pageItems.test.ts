import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pageItems, type PageItem } from './pageItems';

const show = (items: PageItem[]) => items.map((i) => (i.type === 'page' ? String(i.page) : i.type === 'jump-backward' ? '«' : '»')).join(' ');

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(3, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps five consecutive pages near the start', () => {
    expect(show(pageItems(1, 20))).toBe('1 2 3 4 5 » 20');
    expect(show(pageItems(4, 20))).toBe('1 2 3 4 5 » 20');
  });

  it('shows two neighbours and both ellipses in the middle', () => {
    expect(show(pageItems(10, 20))).toBe('1 « 8 9 10 11 12 » 20');
  });

  it('keeps five consecutive pages near the end', () => {
    expect(show(pageItems(17, 20))).toBe('1 « 16 17 18 19 20');
    expect(show(pageItems(20, 20))).toBe('1 « 16 17 18 19 20');
  });

  it('makes ellipses jump five pages without leaving the range', () => {
    const items = pageItems(10, 20);
    expect(items.find((i) => i.type === 'jump-backward')?.page).toBe(5);
    expect(items.find((i) => i.type === 'jump-forward')?.page).toBe(15);
    expect(pageItems(6, 8).find((i) => i.type === 'jump-backward')?.page).toBe(1);
  });
});

describe('pageCountOf and clampPage', () => {
  it('always has at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(101, 10)).toBe(11);
    expect(pageCountOf(100, 20)).toBe(5);
  });

  it('clamps typed page numbers into range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

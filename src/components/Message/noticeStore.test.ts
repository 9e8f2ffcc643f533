import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore, NOTICE_DURATION_MS, type NoticeBase } from './noticeStore';

interface Item extends NoticeBase { text: string }

describe('notice store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a notice after its duration (spec §9 default 1.5 s)', () => {
    const store = createNoticeStore<Item>();
    store.add({ text: '保存成功', duration: NOTICE_DURATION_MS });
    expect(NOTICE_DURATION_MS).toBe(1500);
    vi.advanceTimersByTime(1499);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a notice with duration 0 until removed, and notifies subscribers', () => {
    const store = createNoticeStore<Item>();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ text: '导出中', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['导出中']);
    store.remove(id);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stacks in order and drops the oldest beyond the limit', () => {
    const store = createNoticeStore<Item>(2);
    store.add({ text: 'a', duration: 0 });
    store.add({ text: 'b', duration: 0 });
    store.add({ text: 'c', duration: 0 });
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['b', 'c']);
    store.clear();
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

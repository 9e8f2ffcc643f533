import { describe, expect, it } from 'vitest';
import { formatNoticeTime } from './noticeTime';

const now = new Date('2026-11-22T15:30:00');
const at = (local: string) => new Date(local).toISOString();

describe('formatNoticeTime', () => {
  it('is relative within the day', () => {
    expect(formatNoticeTime(at('2026-11-22T15:29:40'), now)).toBe('刚刚');
    expect(formatNoticeTime(at('2026-11-22T15:05:00'), now)).toBe('25 分钟前');
    expect(formatNoticeTime(at('2026-11-22T09:10:00'), now)).toBe('6 小时前');
  });

  it('names yesterday, then shows the date (with the year only when it differs)', () => {
    expect(formatNoticeTime(at('2026-11-21T23:50:00'), now)).toBe('昨天 23:50');
    expect(formatNoticeTime(at('2026-11-19T08:00:00'), now)).toBe('11-19 08:00');
    expect(formatNoticeTime(at('2025-12-31T08:00:00'), now)).toBe('2025-12-31 08:00');
  });

  it('shows nothing for an unreadable time', () => {
    expect(formatNoticeTime('not a date', now)).toBe('');
  });
});

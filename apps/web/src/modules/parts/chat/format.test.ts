import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../../../../src/i18n/dayjs';
import { dayTitle, listTime, messageTime } from './format';

const now = dayjs('2026-11-20 18:00:00');

describe('chat times', () => {
  it('says the time of a message as people read it', () => {
    expect(messageTime('2026-11-20 09:05:00', now)).toBe('09:05');
    expect(messageTime('2026-11-19 21:30:00', now)).toBe('昨天 21:30');
    expect(messageTime('2026-11-02 08:00:00', now)).toBe('11-02 08:00');
    expect(messageTime('2025-12-31 08:00:00', now)).toBe('2025-12-31 08:00');
    expect(listTime('2026-11-19 21:30:00', now)).toBe('昨天');
    expect(listTime('2026-11-02 08:00:00', now)).toBe('11-02');
  });

  it('names a day with its weekday in Chinese', () => {
    expect(dayTitle('2026-11-20 09:05:00')).toBe('11月20日 星期五');
  });
});

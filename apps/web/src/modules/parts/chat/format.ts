/** Times of the chat: a message's clock time, a group's last activity, a day's divider. */
import { useContext } from 'react';
import { dayjs } from '../../../../../../src/i18n/dayjs';
import { BoardClockContext } from '../useBoardRefresh';

/** The page's clock (a story's fixed evening, else the wall clock), as the times are told against it. */
export function useNow(): dayjs.Dayjs {
  return dayjs(useContext(BoardClockContext)());
}

/** HH:mm today, 昨天 HH:mm, else MM-DD HH:mm (YYYY-MM-DD in another year). */
export function messageTime(at: string, now: dayjs.Dayjs = dayjs()): string {
  const t = dayjs(at);
  if (t.isSame(now, 'day')) return t.format('HH:mm');
  if (t.isSame(now.subtract(1, 'day'), 'day')) return `昨天 ${t.format('HH:mm')}`;
  return t.isSame(now, 'year') ? t.format('MM-DD HH:mm') : t.format('YYYY-MM-DD HH:mm');
}

/** The list's short form: HH:mm today, 昨天, MM-DD, or YYYY-MM-DD. */
export function listTime(at: string, now: dayjs.Dayjs = dayjs()): string {
  const t = dayjs(at);
  if (t.isSame(now, 'day')) return t.format('HH:mm');
  if (t.isSame(now.subtract(1, 'day'), 'day')) return '昨天';
  return t.isSame(now, 'year') ? t.format('MM-DD') : t.format('YYYY-MM-DD');
}

/** A divider between days: 11月20日 星期五. */
export function dayTitle(at: string): string {
  return dayjs(at).format('M月D日 dddd');
}

export const sameDay = (a: string, b: string) => a.slice(0, 10) === b.slice(0, 10);

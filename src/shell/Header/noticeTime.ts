/** How the notice panel shows a publication time: relative while recent, then the date. */
import { t } from '../../i18n';
import { dayjs } from '../../i18n/dayjs';

export function formatNoticeTime(publishedAt: string, now: Date = new Date()): string {
  const at = dayjs(publishedAt);
  if (!at.isValid()) return '';
  const minutes = dayjs(now).diff(at, 'minute');
  if (minutes < 1) return t('shell.panels.justNow');
  if (minutes < 60) return t('shell.panels.minutesAgo', { n: minutes });
  if (at.isSame(now, 'day')) return t('shell.panels.hoursAgo', { n: Math.floor(minutes / 60) });
  if (at.isSame(dayjs(now).subtract(1, 'day'), 'day')) return t('shell.panels.yesterday', { time: at.format('HH:mm') });
  return at.format(at.isSame(now, 'year') ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm');
}

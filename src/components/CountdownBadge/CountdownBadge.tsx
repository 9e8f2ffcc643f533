import { t } from '../../i18n';
import type { Size } from '../types';
import { Tag } from '../Tag';

export interface CountdownBadgeProps {
  /** Minutes left until the deadline (negative: overdue); null when no clock runs. */
  remainingMinutes: number | null;
  /** The case is done: no clock. */
  finished?: boolean;
  /** Overdue and raised to the command center. */
  escalated?: boolean;
  /** Below this many minutes left the badge warns (default 120). */
  warnBelow?: number;
  size?: Size;
}

/** 35 分钟, 5 小时, 2 天 3 小时 (rounded up: "1 小时" still left means up to an hour). */
export function formatDuration(minutes: number): string {
  const m = Math.max(1, Math.ceil(minutes));
  if (m < 60) return t('workflow.minutes', { n: m });
  const hours = Math.ceil(m / 60);
  if (hours < 24) return t('workflow.hours', { n: hours });
  return t('workflow.days', { d: Math.floor(hours / 24), h: hours % 24 });
}

/** A case's clock: 剩余 N 小时 (green, amber when short), 已超时 N 小时 (red), 已办结 (grey). */
export function CountdownBadge({ remainingMinutes, finished, escalated, warnBelow = 120, size = 'sm' }: CountdownBadgeProps) {
  if (finished) return <Tag status="default" size={size}>{t('workflow.finished')}</Tag>;
  if (remainingMinutes === null) return <Tag status="default" size={size}>{t('workflow.noDeadline')}</Tag>;
  if (remainingMinutes < 0) {
    const text = t('workflow.overdue', { time: formatDuration(-remainingMinutes) });
    return (
      <Tag status="error" variant={escalated ? 'solid' : 'soft'} icon={escalated ? 'warning' : 'clock'} size={size} title={escalated ? `${text}（${t('workflow.escalated')}）` : text}>
        {text}
      </Tag>
    );
  }
  return (
    <Tag status={remainingMinutes < warnBelow ? 'warning' : 'success'} icon="clock" size={size}>
      {t('workflow.remaining', { time: formatDuration(remainingMinutes) })}
    </Tag>
  );
}

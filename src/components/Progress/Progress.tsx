import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import type { Size } from '../types';
import { CircleFill, CircleInfo, CircleRoot, CircleTrack, Fill, Info, LineRoot, Track, type ProgressStatus } from './Progress.styles';

export type { ProgressStatus };

export interface ProgressProps {
  percent: number;
  variant?: 'line' | 'circle';
  /** Colour; at 100 % without a status it turns success. */
  status?: ProgressStatus;
  size?: Size;
  showInfo?: boolean;
  /** Custom text instead of "n%". */
  format?: (percent: number) => ReactNode;
  /** Accessible name, e.g. "收运完成率". */
  label?: string;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function Progress({ percent, variant = 'line', status, size = 'md', showInfo = true, format, label }: ProgressProps) {
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const effective: ProgressStatus = status ?? (value >= 100 ? 'success' : 'default');
  const text = format
    ? format(value)
    : effective === 'success' && variant === 'line' ? <Icon name="success" size="sm" label={t('feedback.progress.success')} />
    : effective === 'error' && variant === 'line' ? <Icon name="error" size="sm" label={t('feedback.progress.error')} />
    : `${Math.round(value)}%`;
  const aria = {
    role: 'progressbar' as const,
    'aria-valuenow': Math.round(value),
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-label': label ?? t('feedback.progress.label'),
    'data-status': effective,
  };

  if (variant === 'circle') {
    return (
      <CircleRoot $size={size} {...aria}>
        <svg viewBox="0 0 100 100" aria-hidden="true">
          <CircleTrack cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="8" />
          <CircleFill
            $status={effective}
            cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="8" strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          />
        </svg>
        {showInfo && <CircleInfo $status={effective} $size={size}>{text}</CircleInfo>}
      </CircleRoot>
    );
  }
  return (
    <LineRoot {...aria}>
      <Track $size={size}>
        <Fill $status={effective} style={{ width: `${value}%` }} />
      </Track>
      {showInfo && <Info $status={effective} $size={size}>{text}</Info>}
    </LineRoot>
  );
}

/** A key figure: value with unit and the change against the previous period. */
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { formatNumber, formatPercent, periodDelta, type TrendDirection } from '../charts/format';
import { ChartError } from '../charts/ChartError';
import { VisuallyHidden } from '../charts/EChart.styles';
import { t } from '../i18n';
import type { Size, Status } from '../components/types';
import { scaled } from './styles';

const valueSize = { sm: 'xl', md: 'h2', lg: 'h1' } as const;

const Tile = styled.section<{ $status: Status }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${(p) => scaled(p.theme.space.xxs)};
  min-width: 0;
  height: 100%;
  padding: ${(p) => scaled(p.theme.space.sm)} ${(p) => scaled(p.theme.space.md)};
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-left: ${(p) => scaled(p.theme.space.xxs)} solid ${(p) => (p.$status === 'default' || p.$status === 'processing' ? p.theme.color.primary.default : p.theme.color[p.$status].default)};
  border-radius: ${(p) => p.theme.radius.lg};
`;
const Label = styled.h2`
  margin: 0;
  font-size: ${(p) => scaled(p.theme.font.size.md)};
  font-weight: ${(p) => p.theme.font.weight.regular};
  color: ${(p) => p.theme.color.text.secondary};
`;
const Value = styled.p<{ $size: Size }>`
  margin: 0;
  font-size: ${(p) => scaled(p.theme.font.size[valueSize[p.$size]])};
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: ${(p) => p.theme.font.lineHeight.tight};
  color: ${(p) => p.theme.color.text.primary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
const Unit = styled.span`
  margin-left: ${(p) => scaled(p.theme.space.xxs)};
  font-size: ${(p) => scaled(p.theme.font.size.md)};
  font-weight: ${(p) => p.theme.font.weight.regular};
  color: ${(p) => p.theme.color.text.secondary};
`;
const Delta = styled.p<{ $tone: 'good' | 'bad' | 'neutral' }>`
  margin: 0;
  font-size: ${(p) => scaled(p.theme.font.size.sm)};
  color: ${(p) => (p.$tone === 'good' ? p.theme.color.success.textOnContainer : p.$tone === 'bad' ? p.theme.color.error.textOnContainer : p.theme.color.text.secondary)};
`;

const arrows: Record<TrendDirection, string> = { up: '▲', down: '▼', flat: '—' };

const PeriodText = styled.span`color: ${(p) => p.theme.color.text.secondary}; font-weight: ${(p) => p.theme.font.weight.regular};`;

export interface StatTileProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  label: string;
  value: number | null;
  unit?: string;
  /** Value of the previous period; shows the change when given. */
  previous?: number | null;
  /** Whether a rise is good (tonnage) or bad (alarms); colours the change. */
  upIsGood?: boolean;
  digits?: number;
  size?: Size;
  status?: Status;
  /** The figure failed to load: 数据加载失败 with 重试 instead of the value. */
  error?: ReactNode;
  onRetry?: () => void;
  /** The period the figure covers ("11月20日"), shown after the label. */
  period?: ReactNode;
}

export function StatTile({ label, value, unit, previous, upIsGood = true, digits = 1, size = 'md', status = 'default', error, onRetry, period, ...rest }: StatTileProps) {
  if (error != null && error !== false) {
    return (
      <Tile $status={status} {...rest}>
        <Label>{label}{period && <PeriodText> · {period}</PeriodText>}</Label>
        <ChartError title={label} error={error} onRetry={onRetry} size="sm" />
      </Tile>
    );
  }
  const delta = value != null && previous !== undefined ? periodDelta(value, previous) : null;
  const tone = !delta || delta.direction === 'flat' ? 'neutral' : (delta.direction === 'up') === upIsGood ? 'good' : 'bad';
  return (
    <Tile $status={status} {...rest}>
      <Label>{label}{period && <PeriodText> · {period}</PeriodText>}</Label>
      <Value $size={size}>
        {value == null ? '-' : formatNumber(value, digits)}
        {unit && <Unit>{unit}</Unit>}
      </Value>
      {delta && (
        <Delta $tone={tone}>
          {t('charts.kanban.vsPrevious')} <span aria-hidden>{arrows[delta.direction]}</span>
          <VisuallyHidden as="span">{t(`charts.kanban.${delta.direction}`)}</VisuallyHidden>{' '}
          {delta.ratio == null ? t('charts.kanban.noPrevious') : formatPercent(Math.abs(delta.ratio))}
        </Delta>
      )}
    </Tile>
  );
}

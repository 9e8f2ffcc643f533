import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import type { Size } from '../types';
import { formatStatistic } from './formatStatistic';

export interface StatisticProps {
  title?: ReactNode;
  value: number;
  precision?: number;
  prefix?: ReactNode;
  /** Unit after the value (吨, 公里, 辆). */
  suffix?: ReactNode;
  /** Abbreviate large values with 万 / 亿. */
  wan?: boolean;
  groupSeparator?: boolean;
  /** Arrow and colour: up is good (green) unless `trendGood` is "down". */
  trend?: 'up' | 'down';
  trendGood?: 'up' | 'down';
  size?: Size;
}

const Root = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xxs};
`;
const Title = styled.div`
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.text.secondary};
`;
const valueSize = { sm: 'xl', md: 'h2', lg: 'h1' } as const;
const Value = styled.div<{ $size: Size; $tone?: 'success' | 'error' }>`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size[valueSize[p.$size]]};
  font-weight: ${(p) => p.theme.font.weight.medium};
  line-height: ${(p) => p.theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$tone ? p.theme.color[p.$tone].text : p.theme.color.text.primary)};
`;
const Affix = styled.span`
  font-size: ${(p) => p.theme.font.size.md};
  font-weight: ${(p) => p.theme.font.weight.regular};
`;
const Arrow = styled.span`
  align-self: center;
  display: inline-flex;
`;

/** A key figure: 今日收运 128.46 吨 ↑. */
export function Statistic({ title, value, precision, prefix, suffix, wan, groupSeparator, trend, trendGood = 'up', size = 'md' }: StatisticProps) {
  const { number, unit } = formatStatistic(value, { precision, wan, groupSeparator, wanUnit: t('feedback.statistic.wan'), yiUnit: t('feedback.statistic.yi') });
  const tone = trend ? (trend === trendGood ? 'success' : 'error') : undefined;
  return (
    <Root>
      {title && <Title>{title}</Title>}
      <Value $size={size} $tone={tone}>
        {trend && (
          <Arrow><Icon name={trend === 'up' ? 'chevronUp' : 'chevronDown'} size={size} label={t(`feedback.statistic.${trend}`)} /></Arrow>
        )}
        {prefix && <Affix>{prefix}</Affix>}
        <span>{number}{unit}</span>
        {suffix && <Affix>{suffix}</Affix>}
      </Value>
    </Root>
  );
}

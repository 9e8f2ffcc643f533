/**
 * The error state of a chart or kanban widget: 数据加载失败 with an optional detail and a
 * 重试 button. Distinct from the empty state (暂无数据), which means the data is really empty.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import type { Size } from '../components/types';
import { t } from '../i18n';
import { Icon } from '../icons';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: calc(${(p) => p.theme.font.size.md} * var(--screen-scale, 1));
  text-align: center;
`;

const Mark = styled.span`
  display: inline-flex;
  font-size: ${(p) => p.theme.font.size.h2};
  color: ${(p) => p.theme.color.error.text};
  svg { width: 1em; height: 1em; }
`;

const Detail = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
`;

export interface ChartErrorProps {
  /** Accessible prefix naming the widget, e.g. the chart title. */
  title?: string;
  /** Detail under the message; `true` shows the message alone. */
  error: ReactNode;
  onRetry?: () => void;
  size?: Size;
  className?: string;
}

export function ChartError({ title, error, onRetry, size = 'sm', className }: ChartErrorProps) {
  const message = t('charts.state.error');
  const detail = typeof error === 'boolean' || error === message ? null : error;
  return (
    <Root role="alert" className={className} aria-label={title ? `${title}：${message}` : undefined}>
      <Mark aria-hidden="true"><Icon name="error" /></Mark>
      <span>{message}</span>
      {detail != null && <Detail>{detail}</Detail>}
      {onRetry && (
        <Button size={size} icon="refresh" onClick={onRetry}>
          {t('charts.state.retry')}
        </Button>
      )}
    </Root>
  );
}

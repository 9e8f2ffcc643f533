/** A ranked list with proportional bars (DOM, no canvas): facilities, districts, teams. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChartError } from '../charts/ChartError';
import { formatValue } from '../charts/format';
import type { ChartItem } from '../charts/types';
import type { Size } from '../components/types';
import { t } from '../i18n';
import { scaled } from './styles';

const List = styled.ol<{ $size: Size }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${(p) => scaled(p.$size === 'sm' ? p.theme.space.xxs : p.theme.space.xs)};
  font-size: ${(p) => scaled(p.$size === 'lg' ? p.theme.font.size.lg : p.$size === 'sm' ? p.theme.font.size.sm : p.theme.font.size.md)};
`;
const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-rows: auto auto;
  column-gap: ${(p) => scaled(p.theme.space.xs)};
  row-gap: ${(p) => scaled(p.theme.space.xxs)};
  align-items: center;
`;
const Badge = styled.span<{ $top: boolean }>`
  grid-row: span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${(p) => scaled(p.theme.space.lg)};
  height: ${(p) => scaled(p.theme.space.lg)};
  border-radius: ${(p) => p.theme.radius.md};
  font-size: ${(p) => scaled(p.theme.font.size.sm)};
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => (p.$top ? p.theme.color.primary.onSolid : p.theme.color.text.secondary)};
  background: ${(p) => (p.$top ? p.theme.color.primary.solid : p.theme.color.fill.default)};
`;
const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => p.theme.color.text.primary};
`;
const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.color.text.primary};
`;
const Track = styled.span`
  grid-column: 2 / 4;
  height: ${(p) => scaled(p.theme.space.xxs)};
  background: ${(p) => p.theme.color.fill.secondary};
  border-radius: ${(p) => p.theme.radius.round};
  overflow: hidden;
`;
const Bar = styled.span`
  display: block;
  height: 100%;
  background: ${(p) => p.theme.color.primary.default};
  border-radius: inherit;
`;
const Empty = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export interface RankListProps {
  items: ChartItem[];
  unit?: string;
  limit?: number;
  size?: Size;
  'aria-label'?: string;
  /** The data failed to load: an error state with 重试 instead of 暂无数据. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Names become buttons: a board opens the list behind the clicked item. */
  onItemClick?: (item: ChartItem) => void;
}

const NameButton = styled.button`
  all: unset;
  cursor: pointer;
  color: ${(p) => p.theme.color.text.link};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover { text-decoration: underline; }
  /* The name cell clips overflow: the focus mark is drawn inside it. */
  &:focus-visible { text-decoration: underline; box-shadow: inset 0 -2px 0 ${(p) => p.theme.color.border.focus}; }
`;

export function RankList({ items, unit, limit = 10, size = 'md', error, onRetry, onItemClick, ...rest }: RankListProps) {
  const ranked = [...items].sort((a, b) => b.value - a.value).slice(0, limit);
  const max = ranked[0]?.value || 1;
  if (error != null && error !== false) return <ChartError title={rest['aria-label']} error={error} onRetry={onRetry} size={size} />;
  if (!ranked.length) return <Empty role="status">{t('charts.state.empty')}</Empty>;
  return (
    <List $size={size} {...rest}>
      {ranked.map((item, i) => (
        <Row key={item.name}>
          <Badge $top={i < 3} aria-label={t('charts.kanban.rank', { n: i + 1 })}>
            {i + 1}
          </Badge>
          <Name title={item.name}>{onItemClick ? <NameButton type="button" onClick={() => onItemClick(item)}>{item.name}</NameButton> : item.name}</Name>
          <Amount>{formatValue(item.value, unit)}</Amount>
          <Track aria-hidden>
            <Bar style={{ width: `${(item.value / max) * 100}%` }} />
          </Track>
        </Row>
      ))}
    </List>
  );
}

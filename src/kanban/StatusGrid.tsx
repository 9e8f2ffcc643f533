/** Online / offline / alarm counts (vehicles, devices) with the on-line rate. */
import styled from 'styled-components';
import { formatNumber, formatPercent } from '../charts/format';
import { statusColour, type PositionStatus } from '../charts/status';
import type { Size } from '../components/types';
import { t } from '../i18n';
import { scaled } from './styles';
import { onlineRate } from './transform';

type Kind = PositionStatus;

const Grid = styled.dl<{ $size: Size }>`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${(p) => scaled(p.theme.space.xs)};
  margin: 0;
  font-size: ${(p) => scaled(p.$size === 'lg' ? p.theme.font.size.lg : p.theme.font.size.md)};
`;
const Cell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => scaled(p.theme.space.xxs)};
  padding: ${(p) => scaled(p.theme.space.xs)};
  background: ${(p) => p.theme.color.fill.secondary};
  border-radius: ${(p) => p.theme.radius.md};
`;
const Term = styled.dt`
  display: flex;
  align-items: center;
  gap: ${(p) => scaled(p.theme.space.xxs)};
  color: ${(p) => p.theme.color.text.secondary};
`;
const Dot = styled.span<{ $kind: Kind | 'total' }>`
  width: ${(p) => scaled(p.theme.space.xs)};
  height: ${(p) => scaled(p.theme.space.xs)};
  border-radius: ${(p) => p.theme.radius.round};
  background: ${(p) => (p.$kind === 'total' ? p.theme.color.primary.default : statusColour(p.theme.color, p.$kind))};
`;
const Count = styled.dd`
  margin: 0;
  font-size: 1.6em;
  font-weight: ${(p) => p.theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.color.text.primary};
`;
const Rate = styled.p`
  margin: ${(p) => scaled(p.theme.space.xs)} 0 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => scaled(p.theme.font.size.sm)};
`;

export interface StatusGridProps {
  online: number;
  offline: number;
  alarm: number;
  size?: Size;
}

export function StatusGrid({ online, offline, alarm, size = 'md' }: StatusGridProps) {
  const cells: Array<[Kind | 'total', string, number]> = [
    ['total', t('charts.kanban.total'), online + offline],
    ['online', t('charts.kanban.online'), online],
    ['offline', t('charts.kanban.offline'), offline],
    ['alarm', t('charts.kanban.alarm'), alarm],
  ];
  return (
    <div>
      <Grid $size={size}>
        {cells.map(([kind, label, n]) => (
          <Cell key={kind}>
            <Term>
              <Dot $kind={kind} aria-hidden />
              {label}
            </Term>
            <Count>{formatNumber(n, 0)}</Count>
          </Cell>
        ))}
      </Grid>
      <Rate>
        {t('charts.kanban.onlineRate')} {formatPercent(onlineRate({ online, offline }))}
      </Rate>
    </div>
  );
}

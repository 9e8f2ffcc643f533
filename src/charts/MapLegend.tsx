/**
 * What the position map's marker colours mean. No counts: a board's map often shows a
 * subset of what its status tiles total, and two different numbers for 在线 would confuse.
 */
import styled from 'styled-components';
import { t } from '../i18n';
import { POSITION_STATUSES, statusColour, type PositionStatus } from './status';

/** Height the legend takes at the map's foot, in font sizes: the projection leaves it free. */
export const MAP_LEGEND_LINES = 1.8;

const List = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  justify-content: center;
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0 0 calc(${(p) => p.theme.space.xxs} * var(--screen-scale, 1));
  list-style: none;
  pointer-events: none;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: calc(${(p) => p.theme.font.size.sm} * var(--screen-scale, 1));
  li { display: inline-flex; align-items: center; gap: ${(p) => p.theme.space.xxs}; }
`;

const Swatch = styled.span<{ $status: PositionStatus }>`
  width: calc(${(p) => p.theme.space.xs} * var(--screen-scale, 1));
  height: calc(${(p) => p.theme.space.xs} * var(--screen-scale, 1));
  border-radius: ${(p) => p.theme.radius.round};
  background: ${(p) => statusColour(p.theme.color, p.$status)};
`;

export function MapLegend() {
  return (
    <List aria-hidden>
      {POSITION_STATUSES.map((s) => (
        <li key={s}>
          <Swatch $status={s} />
          {t(`charts.kanban.${s}`)}
        </li>
      ))}
    </List>
  );
}

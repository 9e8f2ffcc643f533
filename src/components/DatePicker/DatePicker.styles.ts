import styled from 'styled-components';

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  padding-bottom: ${(p) => p.theme.space.xs};
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const CalendarTitle = styled.div`
  flex: 1;
  text-align: center;
  font-weight: ${(p) => p.theme.font.weight.medium};
`;

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.control.height.sm};
  height: ${(p) => p.theme.control.height.sm};
  padding: 0;
  color: ${(p) => p.theme.color.text.secondary};
  background: transparent;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.color.text.primary}; background: ${(p) => p.theme.color.bg.hover}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;

export const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 0 ${(p) => p.theme.space.xxs};
  margin-top: ${(p) => p.theme.space.xxs};

  th {
    width: ${(p) => p.theme.space.xl};
    height: ${(p) => p.theme.control.height.sm};
    font-weight: ${(p) => p.theme.font.weight.regular};
    color: ${(p) => p.theme.color.text.secondary};
  }
  td { height: ${(p) => p.theme.control.height.sm}; padding: 0; text-align: center; }
`;

export const DayCell = styled.td<{ $inRange: boolean; $edge: boolean }>`
  background: ${(p) => (p.$inRange ? p.theme.color.primary.bg : 'transparent')};
`;

export const DayButton = styled.button<{ $selected: boolean; $outside: boolean; $today: boolean }>`
  width: ${(p) => p.theme.control.height.sm};
  height: ${(p) => p.theme.control.height.sm};
  padding: 0;
  font: inherit;
  color: ${(p) => (p.$selected ? p.theme.color.primary.onSolid : p.$outside ? p.theme.color.text.secondary : p.theme.color.text.primary)};
  background: ${(p) => (p.$selected ? p.theme.color.primary.solid : 'transparent')};
  border: 1px solid ${(p) => (p.$today && !p.$selected ? p.theme.color.primary.default : 'transparent')};
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;

  &:hover:not(:disabled) { background: ${(p) => (p.$selected ? p.theme.color.primary.active : p.theme.color.bg.hover)}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 1px; }
  &:disabled { cursor: not-allowed; color: ${(p) => p.theme.color.text.disabled}; background: ${(p) => p.theme.color.bg.disabled}; }
`;

export const PanelFooter = styled.div`
  display: flex;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  padding-top: ${(p) => p.theme.space.xs};
  margin-top: ${(p) => p.theme.space.xxs};
  border-top: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const Months = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.lg};
`;

export const RangeSeparator = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  padding: 0 ${(p) => p.theme.space.xxs};
`;

export const TimeColumns = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xxs};
`;

export const TimeColumn = styled.ul`
  position: relative;
  width: calc(${(p) => p.theme.space.xxl} + ${(p) => p.theme.space.xs});
  height: calc(${(p) => p.theme.control.height.sm} * 7);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border-radius: ${(p) => p.theme.radius.sm};
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;

export const TimeCell = styled.li<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${(p) => p.theme.control.height.sm};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => (p.$selected ? p.theme.color.bg.selected : 'transparent')};
  font-weight: ${(p) => (p.$selected ? p.theme.font.weight.medium : p.theme.font.weight.regular)};
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.bg.hover}; }
`;

export const ColumnTitle = styled.div`
  text-align: center;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

import styled from 'styled-components';

/** Long lists scroll inside the panel instead of running off the screen. */
export const NoticeItems = styled.ul`
  width: 320px;
  max-height: 360px;
  overflow-y: auto;
`;

export const NoticeButton = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => p.theme.space.xs} 1fr;
  column-gap: ${(p) => p.theme.space.xs};
  align-items: baseline;
  width: 100%;
  padding: ${(p) => p.theme.space.xs};
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  font-weight: ${(p) => (p.$unread ? p.theme.font.weight.bold : p.theme.font.weight.regular)};
  text-align: left;
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.bg.hover}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
  small {
    grid-column: 2;
    font-weight: ${(p) => p.theme.font.weight.regular};
    color: ${(p) => p.theme.color.text.secondary};
  }
`;

export const UnreadDot = styled.span<{ $warning: boolean; $unread: boolean }>`
  width: ${(p) => p.theme.space.xs};
  height: ${(p) => p.theme.space.xs};
  border-radius: ${(p) => p.theme.radius.round};
  background: ${(p) => (!p.$unread ? 'transparent' : p.$warning ? p.theme.color.warning.default : p.theme.color.primary.default)};
`;

export const NoticeTitle = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space.xxs};
`;

export const NoticeContent = styled.p`
  && {
    margin: 0 0 ${(p) => p.theme.space.xs};
    padding: 0 ${(p) => p.theme.space.xs} 0 calc(${(p) => p.theme.space.xs} * 3);
    font-size: ${(p) => p.theme.font.size.sm};
    line-height: ${(p) => p.theme.font.lineHeight.normal};
    color: ${(p) => p.theme.color.text.secondary};
  }
`;

import styled, { css } from 'styled-components';

export const Nav = styled.nav<{ $collapsed: boolean }>`
  width: ${(p) => (p.$collapsed ? p.theme.layout.siderCollapsedWidth : p.theme.layout.siderWidth)};
  flex: none;
  height: 100%;
  overflow-y: auto;
  background: ${(p) => p.theme.color.nav.bg};
  color: ${(p) => p.theme.color.nav.text};
  ul { list-style: none; margin: 0; padding: 0; }
`;

const item = css`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  width: 100%;
  min-height: ${(p) => p.theme.control.height.lg};
  padding: 0 ${(p) => p.theme.space.md};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.nav.itemHoverBg}; color: ${(p) => p.theme.color.nav.textActive}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: -2px; }
`;

export const GroupButton = styled.button<{ $collapsed: boolean; $holdsActive?: boolean }>`
  ${item}
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  ${(p) => p.$holdsActive && css`
    background: ${p.theme.color.nav.itemActiveBg};
    color: ${p.theme.color.nav.textActive};
  `}
  > span:nth-child(2) { flex: 1; }
`;

export const LeafButton = styled.button<{ $active: boolean; $depth: number }>`
  ${item}
  padding-left: calc(${(p) => p.theme.space.md} + ${(p) => p.$depth} * ${(p) => p.theme.space.lg});
  ${(p) => p.$active && css`
    background: ${p.theme.color.nav.itemActiveBg};
    color: ${p.theme.color.nav.textActive};
    font-weight: ${p.theme.font.weight.medium};
  `}
`;


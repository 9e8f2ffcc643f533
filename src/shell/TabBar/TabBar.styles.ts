import styled, { css } from 'styled-components';

export const Bar = styled.div`
  display: flex;
  align-items: stretch;
  height: ${(p) => p.theme.layout.tabBarHeight};
  background: ${(p) => p.theme.color.bg.container};
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const List = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;
`;

export const Tab = styled.div<{ $active: boolean; $dragOver: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  flex: none;
  max-width: 200px;
  padding: 0 ${(p) => p.theme.space.sm} 0 ${(p) => p.theme.space.md};
  border-right: 1px solid ${(p) => p.theme.color.border.secondary};
  color: ${(p) => p.theme.color.text.secondary};
  cursor: pointer;
  user-select: none;
  white-space: nowrap;
  &:hover { color: ${(p) => p.theme.color.text.primary}; background: ${(p) => p.theme.color.bg.hover}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: -2px; }
  ${(p) => p.$active && css`
    color: ${p.theme.color.primary.text};
    background: ${p.theme.color.primary.bg};
    &::after { content: ''; position: absolute; left: 0; right: 0; bottom: 0; height: 2px; background: ${p.theme.color.primary.default}; }
  `}
  ${(p) => p.$dragOver && css`box-shadow: inset 2px 0 0 ${p.theme.color.primary.default};`}
  > span { overflow: hidden; text-overflow: ellipsis; }
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.fill.default}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;

export const MenuContent = styled.div`
  min-width: 160px;
  padding: ${(p) => p.theme.space.xs};
  background: ${(p) => p.theme.color.bg.elevated};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.lg};
  z-index: ${(p) => p.theme.z.dropdown};
`;

export const MenuItem = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.sm};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.text.primary};
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${(p) => p.theme.color.bg.hover}; }
  &[data-disabled] { color: ${(p) => p.theme.color.text.secondary}; cursor: not-allowed; opacity: 0.7; }
`;

export const Separator = styled.div`
  height: 1px;
  margin: ${(p) => p.theme.space.xs} 0;
  background: ${(p) => p.theme.color.border.secondary};
`;

export const CloseMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.fill.default}; }
`;

export const MoreButton = styled(IconButton)`
  width: auto;
  height: auto;
  padding: 0 ${(p) => p.theme.space.sm};
  border-radius: 0;
`;

import styled, { css } from 'styled-components';
import { floatingSurface } from '../Popover/Popover.styles';

/** Styles shared by DropdownMenu and ContextMenu (both Radix menus). */
export const MenuContent = styled.div`
  ${floatingSurface}
  z-index: ${(p) => p.theme.z.dropdown};
  min-width: 160px;
  padding: ${(p) => p.theme.space.xxs};
`;

export const menuItem = css<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  min-height: ${(p) => p.theme.control.height.md};
  padding: 0 ${(p) => p.theme.space.sm};
  color: ${(p) => (p.$danger ? p.theme.color.error.text : p.theme.color.text.primary)};
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${(p) => (p.$danger ? p.theme.color.error.bg : p.theme.color.bg.hover)};
  }
  &[data-disabled] { color: ${(p) => p.theme.color.text.disabled}; cursor: not-allowed; }
`;

export const MenuItem = styled.div<{ $danger?: boolean }>`
  ${menuItem}
`;

export const Shortcut = styled.span`
  margin-left: auto;
  padding-left: ${(p) => p.theme.space.md};
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Separator = styled.div`
  height: 1px;
  margin: ${(p) => p.theme.space.xxs} 0;
  background: ${(p) => p.theme.color.border.secondary};
`;

export const Label = styled.div`
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.sm};
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

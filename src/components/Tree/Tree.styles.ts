import styled from 'styled-components';
import type { Size } from '../types';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
  min-width: 0;
`;

export const Viewport = styled.div`
  position: relative;
  overflow: auto;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.md};
  border-radius: ${(p) => p.theme.radius.md};
  --tree-indent: ${(p) => p.theme.space.lg};
  &:focus { outline: none; }
  /* Focus is shown on the active row (aria-activedescendant), only while the tree has focus. */
  &:focus-visible [data-active='true'] { box-shadow: inset 0 0 0 2px ${(p) => p.theme.color.border.focus}; }
`;

export const Row = styled.div<{ $size: Size; $selected: boolean; $disabled: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  height: ${(p) => p.theme.control.height[p.$size]};
  padding-right: ${(p) => p.theme.space.xs};
  white-space: nowrap;
  border-radius: ${(p) => p.theme.radius.md};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  color: ${(p) => (p.$disabled ? p.theme.color.text.disabled : p.theme.color.text.primary)};
  background: ${(p) => (p.$selected ? p.theme.color.bg.selected : 'transparent')};
  &:hover { background: ${(p) => (p.$selected ? p.theme.color.bg.selected : p.theme.color.bg.hover)}; }
  mark {
    color: ${(p) => p.theme.color.error.text};
    background: transparent;
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
`;

export const Toggle = styled.span<{ $expanded: boolean; $leaf: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.theme.space.lg};
  height: ${(p) => p.theme.space.lg};
  color: ${(p) => p.theme.color.text.secondary};
  visibility: ${(p) => (p.$leaf ? 'hidden' : 'visible')};
  transform: rotate(${(p) => (p.$expanded ? '90deg' : '0deg')});
`;

export const Check = styled.span<{ $state: 'on' | 'off' | 'mixed'; $disabled: boolean }>`
  position: relative;
  flex: none;
  width: ${(p) => p.theme.space.md};
  height: ${(p) => p.theme.space.md};
  border: 1px solid ${(p) => (p.$state === 'off' ? p.theme.color.border.default : p.theme.color.primary.solid)};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => (p.$disabled ? p.theme.color.bg.disabled : p.$state === 'on' ? p.theme.color.primary.solid : p.theme.color.bg.container)};
  color: ${(p) => p.theme.color.primary.onSolid};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &::after {
    content: '';
    display: ${(p) => (p.$state === 'mixed' ? 'block' : 'none')};
    width: 50%;
    height: 50%;
    background: ${(p) => p.theme.color.primary.solid};
    border-radius: 1px;
  }
`;

export const Empty = styled.div`
  padding: ${(p) => p.theme.space.md};
  text-align: center;
  color: ${(p) => p.theme.color.text.secondary};
`;

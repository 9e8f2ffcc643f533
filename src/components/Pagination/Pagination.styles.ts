import styled, { css } from 'styled-components';
import type { Size } from '../types';

const fontSize = (size: Size) => (size === 'sm' ? 'sm' : 'md') as 'sm' | 'md';

export const Nav = styled.nav<{ $size: Size }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  font-size: ${(p) => p.theme.font.size[fontSize(p.$size)]};
  color: ${(p) => p.theme.color.text.primary};
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Total = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  white-space: nowrap;
`;

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 1px;
  }
`;

export const PageButton = styled.button<{ $size: Size; $active?: boolean; $bare?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${(p) => p.theme.control.height[p.$size]};
  height: ${(p) => p.theme.control.height[p.$size]};
  padding: 0 ${(p) => p.theme.space.xxs};
  font: inherit;
  font-weight: ${(p) => (p.$active ? p.theme.font.weight.bold : p.theme.font.weight.regular)};
  color: ${(p) => (p.$active ? p.theme.color.primary.textOnContainer : p.theme.color.text.primary)};
  background: ${(p) => (p.$bare ? 'transparent' : p.theme.color.bg.container)};
  border: 1px solid ${(p) => (p.$active ? p.theme.color.primary.default : p.$bare ? 'transparent' : p.theme.color.border.default)};
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  transition: border-color ${(p) => p.theme.motion.mid}, color ${(p) => p.theme.motion.mid};

  &:hover:not(:disabled) {
    color: ${(p) => p.theme.color.primary.textOnContainer};
    border-color: ${(p) => (p.$bare ? 'transparent' : p.theme.color.primary.default)};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${(p) => p.theme.color.text.disabled};
    background: ${(p) => (p.$bare ? 'transparent' : p.theme.color.bg.disabled)};
  }
  ${focusRing}
`;

export const control = css<{ $size: Size }>`
  height: ${(p) => p.theme.control.height[p.$size]};
  padding: 0 ${(p) => p.theme.control.paddingX[p.$size]};
  font: inherit;
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  &:hover:not(:disabled) { border-color: ${(p) => p.theme.color.primary.hover}; }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 1px;
  }
  &:disabled { cursor: not-allowed; color: ${(p) => p.theme.color.text.disabled}; background: ${(p) => p.theme.color.bg.disabled}; }
`;

export const SizeSelect = styled.select<{ $size: Size }>`
  ${control}
  cursor: pointer;
`;

export const Jumper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.text.secondary};
  white-space: nowrap;
`;

export const JumpInput = styled.input<{ $size: Size }>`
  ${control}
  width: calc(${(p) => p.theme.control.height[p.$size]} * 1.75);
  text-align: center;
`;

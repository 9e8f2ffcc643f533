import styled from 'styled-components';
import { boxSize } from '../Checkbox/Checkbox.styles';
import type { Size } from '../types';

export { ChoiceLabel, HiddenInput, GroupBox } from '../Checkbox/Checkbox.styles';

/** Checked look follows the native input (`:has(:checked)`), so uncontrolled radios work too. */
export const RadioCircle = styled.span<{ $size: Size; $disabled?: boolean }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  ${(p) => boxSize(p.$size)}
  background: ${(p) => (p.$disabled ? p.theme.color.bg.disabled : p.theme.color.bg.container)};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: 50%;

  &::after {
    content: '';
    width: 50%;
    height: 50%;
    border-radius: 50%;
    background: ${(p) => (p.$disabled ? p.theme.color.text.disabled : p.theme.color.primary.solid)};
    transform: scale(0);
    transition: transform ${(p) => p.theme.motion.fast};
    pointer-events: none;
  }
  &:has(input:checked) {
    border-color: ${(p) => (p.$disabled ? undefined : p.theme.color.primary.solid)};
  }
  &:has(input:checked)::after { transform: scale(1); }
  label:hover > & {
    border-color: ${(p) => (p.$disabled ? undefined : p.theme.color.primary.default)};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** Segmented "button" look: options joined into one bordered strip. */
export const ButtonStrip = styled.div<{ $size: Size }>`
  display: inline-flex;
  border-radius: ${(p) => p.theme.radius.md};
`;

export const ButtonOption = styled.label<{ $size: Size; $checked: boolean; $disabled?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: ${(p) => p.theme.control.height[p.$size]};
  padding: 0 ${(p) => p.theme.control.paddingX[p.$size]};
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.$size === 'lg' ? p.theme.font.size.lg : p.theme.font.size.md)};
  color: ${(p) => (p.$disabled ? p.theme.color.text.disabled : p.$checked ? p.theme.color.primary.onSolid : p.theme.color.text.primary)};
  background: ${(p) => (p.$disabled ? p.theme.color.bg.disabled : p.$checked ? p.theme.color.primary.solid : p.theme.color.bg.container)};
  border: 1px solid ${(p) => (p.$checked && !p.$disabled ? p.theme.color.primary.solid : p.theme.color.border.default)};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  user-select: none;

  & + & { margin-left: -1px; }
  &:first-child { border-radius: ${(p) => `${p.theme.radius.md} 0 0 ${p.theme.radius.md}`}; }
  &:last-child { border-radius: ${(p) => `0 ${p.theme.radius.md} ${p.theme.radius.md} 0`}; }
  &:hover { z-index: 1; border-color: ${(p) => (p.$disabled ? undefined : p.theme.color.primary.default)}; }
  &:has(input:focus-visible) {
    z-index: 2;
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 1px;
  }
`;

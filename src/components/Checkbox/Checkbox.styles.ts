import styled, { css } from 'styled-components';
import type { Size } from '../types';

export const boxSize = (size: Size) => css`
  width: ${(p) => (size === 'sm' ? p.theme.font.size.md : size === 'lg' ? p.theme.font.size.xl : p.theme.space.md)};
  height: ${(p) => (size === 'sm' ? p.theme.font.size.md : size === 'lg' ? p.theme.font.size.xl : p.theme.space.md)};
`;

/** The native input stays in the accessibility tree and receives focus; only its pixels are hidden. */
export const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const ChoiceLabel = styled.label<{ $size: Size; $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.$size === 'lg' ? p.theme.font.size.lg : p.theme.font.size.md)};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => (p.$disabled ? p.theme.color.text.disabled : p.theme.color.text.primary)};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  user-select: none;
`;

export const CheckBox = styled.span<{ $size: Size; $checked: boolean; $disabled?: boolean }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  ${(p) => boxSize(p.$size)}
  color: ${(p) => (p.$disabled ? p.theme.color.text.disabled : p.theme.color.primary.onSolid)};
  background: ${(p) => (p.$disabled ? p.theme.color.bg.disabled : p.$checked ? p.theme.color.primary.solid : p.theme.color.bg.container)};
  border: 1px solid ${(p) => (p.$disabled ? p.theme.color.border.default : p.$checked ? p.theme.color.primary.solid : p.theme.color.border.default)};
  border-radius: ${(p) => p.theme.radius.sm};
  transition: background ${(p) => p.theme.motion.fast}, border-color ${(p) => p.theme.motion.fast};

  ${ChoiceLabel}:hover & {
    border-color: ${(p) => (p.$disabled ? undefined : p.theme.color.primary.default)};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
  svg { pointer-events: none; }
`;

/** The short bar shown for the indeterminate (partly checked) state. */
export const IndeterminateMark = styled.span`
  width: 50%;
  height: 2px;
  background: currentColor;
  border-radius: 1px;
  pointer-events: none;
`;

export const GroupBox = styled.div<{ $direction: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${(p) => (p.$direction === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$direction === 'vertical' ? p.theme.space.xs : `${p.theme.space.xs} ${p.theme.space.md}`)};
`;

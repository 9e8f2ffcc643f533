import styled, { css } from 'styled-components';
import type { FieldStatus, Size } from '../types';

/** The bordered box shared by every text-like control (Input, TextArea, Select trigger…). */
export const fieldBox = css<{ $size: Size; $status?: FieldStatus; $disabled?: boolean; $focused?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  width: 100%;
  min-height: ${(p) => p.theme.control.height[p.$size]};
  padding: 0 ${(p) => p.theme.control.paddingX[p.$size]};
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.$size === 'lg' ? p.theme.font.size.lg : p.theme.font.size.md)};
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => (p.$disabled ? p.theme.color.bg.disabled : p.theme.color.bg.container)};
  border: 1px solid
    ${(p) => (p.$status === 'error' ? p.theme.color.error.default : p.$status === 'warning' ? p.theme.color.warning.default : p.theme.color.border.default)};
  border-radius: ${(p) => p.theme.radius.md};
  transition: border-color ${(p) => p.theme.motion.mid}, box-shadow ${(p) => p.theme.motion.mid};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'text')};

  &:hover {
    border-color: ${(p) => (p.$disabled ? p.theme.color.border.default : p.$status ? undefined : p.theme.color.primary.hover)};
  }
  &:focus-within {
    border-color: ${(p) => (p.$status === 'error' ? p.theme.color.error.default : p.theme.color.primary.default)};
    box-shadow: ${(p) => p.theme.shadow.focus};
  }
`;

export const InputBox = styled.span<{ $size: Size; $status?: FieldStatus; $disabled?: boolean }>`
  ${fieldBox}
`;

export const NativeInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  font: inherit;
  color: inherit;
  background: transparent;
  border: none;
  outline: none;

  &::placeholder { color: ${(p) => p.theme.color.text.tertiary}; }
  &:disabled { cursor: not-allowed; color: ${(p) => p.theme.color.text.disabled}; }
  &:focus-visible { outline: none; }
`;

export const Affix = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const ClearButton = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 0;
  color: ${(p) => p.theme.color.text.tertiary};
  background: transparent;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.color.text.primary}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;

export const Count = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
  white-space: nowrap;
`;

import styled from 'styled-components';
import type { FieldStatus, Size } from '../types';
import { fieldBox } from '../Input';
import { floatingSurface } from '../Popover';

export const Box = styled.div<{ $size: Size; $status?: FieldStatus; $disabled?: boolean }>`
  ${fieldBox}
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
`;

export const TriggerButton = styled.button`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  min-width: 0;
  min-height: inherit;
  padding: 0;
  font: inherit;
  color: inherit;
  text-align: left;
  background: transparent;
  border: none;
  cursor: inherit;
  &:focus-visible { outline: none; }
  &:disabled { color: ${(p) => p.theme.color.text.disabled}; }
`;

export const Placeholder = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 0 ${(p) => p.theme.space.xs};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.fill.default};
  border-radius: ${(p) => p.theme.radius.sm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Arrow = styled.span`
  display: inline-flex;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Panel = styled.div`
  ${floatingSurface}
  z-index: ${(p) => p.theme.z.dropdown};
  width: var(--radix-popover-trigger-width);
  min-width: 240px;
  padding: ${(p) => p.theme.space.xs};
`;

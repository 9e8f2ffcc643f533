import styled from 'styled-components';
import { fieldBox } from '../Input';
import type { FieldStatus, Size } from '../types';

export const TextAreaBox = styled.span<{ $size: Size; $status?: FieldStatus; $disabled?: boolean }>`
  ${fieldBox}
  position: relative;
  flex-direction: column;
  align-items: stretch;
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.control.paddingX[p.$size]};
`;

export const NativeTextArea = styled.textarea<{ $resizable: boolean }>`
  display: block;
  width: 100%;
  min-height: calc(1em * ${(p) => p.theme.font.lineHeight.normal});
  padding: 0;
  font: inherit;
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: inherit;
  background: transparent;
  border: none;
  outline: none;
  resize: ${(p) => (p.$resizable ? 'vertical' : 'none')};

  &::placeholder { color: ${(p) => p.theme.color.text.tertiary}; }
  &:disabled { cursor: not-allowed; color: ${(p) => p.theme.color.text.disabled}; }
`;

export const TextAreaCount = styled.span`
  align-self: flex-end;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

import styled from 'styled-components';
import { InputBox } from '../Input';

export const NumberBox = styled(InputBox)<{ $steppers: boolean }>`
  position: relative;
  ${(p) => (p.$steppers ? 'padding-right: 0;' : '')}
  overflow: hidden;
`;

export const Unit = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  white-space: nowrap;
  margin-right: ${(p) => p.theme.space.xxs};
`;

export const Steppers = styled.span`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  width: ${(p) => p.theme.space.lg};
  border-left: 1px solid ${(p) => p.theme.color.border.default};
`;

export const StepButton = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  padding: 0;
  color: ${(p) => p.theme.color.text.secondary};
  background: transparent;
  border: none;
  cursor: pointer;

  & + & { border-top: 1px solid ${(p) => p.theme.color.border.default}; }
  &:hover:not(:disabled) { color: ${(p) => p.theme.color.primary.textOnContainer}; background: ${(p) => p.theme.color.bg.hover}; }
  &:disabled { cursor: not-allowed; color: ${(p) => p.theme.color.text.disabled}; }
  svg { width: ${(p) => p.theme.font.size.sm}; height: ${(p) => p.theme.font.size.sm}; }
`;

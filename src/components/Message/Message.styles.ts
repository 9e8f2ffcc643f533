import styled from 'styled-components';
import type { MessageType } from './message';

export const Stack = styled.div`
  position: fixed;
  z-index: ${(p) => p.theme.z.toast};
  top: ${(p) => p.theme.space.md};
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  pointer-events: none;
  font-family: ${(p) => p.theme.font.family};
`;

const tone: Record<MessageType, 'success' | 'error' | 'warning' | 'info' | 'primary'> = {
  success: 'success', error: 'error', warning: 'warning', info: 'info', loading: 'primary',
};

export const Notice = styled.div<{ $type: MessageType }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  font-size: ${(p) => p.theme.font.size.md};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.bg.elevated};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.md};
  pointer-events: auto;
  & > svg { color: ${(p) => p.theme.color[tone[p.$type]].default}; }
`;

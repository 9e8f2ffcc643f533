import styled from 'styled-components';
import type { NotificationStatus } from './notification';

export const Stack = styled.div`
  position: fixed;
  z-index: ${(p) => p.theme.z.toast};
  top: ${(p) => p.theme.space.lg};
  right: ${(p) => p.theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.sm};
  width: min(384px, calc(100vw - ${(p) => p.theme.space.xl}));
  font-family: ${(p) => p.theme.font.family};
  pointer-events: none;
`;

export const Card = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg};
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.bg.elevated};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.lg};
  pointer-events: auto;
`;

export const StatusIcon = styled.span<{ $status: NotificationStatus }>`
  display: inline-flex;
  padding-top: ${(p) => p.theme.space.xxs};
  color: ${(p) => p.theme.color[p.$status].default};
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled.div`
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.medium};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
`;

export const Description = styled.div`
  margin-top: ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.text.secondary};
`;

import styled, { keyframes } from 'styled-components';
import type { Size } from '../types';

export type CardVariant = 'outlined' | 'elevated' | 'borderless';

const pad = (size: Size) => (size === 'sm' ? 'sm' : size === 'lg' ? 'lg' : 'md') as 'sm' | 'md' | 'lg';

export const CardRoot = styled.section<{ $variant: CardVariant; $size: Size; $hoverable?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.bg.container};
  border: 1px solid ${(p) => (p.$variant === 'outlined' ? p.theme.color.border.secondary : 'transparent')};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => (p.$variant === 'elevated' ? p.theme.shadow.md : 'none')};
  transition: box-shadow ${(p) => p.theme.motion.mid};
  &:hover { box-shadow: ${(p) => (p.$hoverable ? p.theme.shadow.lg : undefined)}; }
  --card-pad: ${(p) => p.theme.space[pad(p.$size)]};
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.sm};
  min-height: ${(p) => p.theme.control.height.lg};
  padding: 0 var(--card-pad);
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => p.theme.color.text.primary};
`;

export const CardExtra = styled.div`
  color: ${(p) => p.theme.color.text.secondary};
`;

export const CardBody = styled.div`
  flex: 1;
  padding: var(--card-pad);
  min-height: 0;
`;

export const CardFooter = styled.footer`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
  justify-content: flex-end;
  padding: ${(p) => p.theme.space.xs} var(--card-pad);
  border-top: 1px solid ${(p) => p.theme.color.border.secondary};
`;

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

export const SkeletonLine = styled.div<{ $width: string }>`
  width: ${(p) => p.$width};
  height: ${(p) => p.theme.font.size.lg};
  margin-bottom: ${(p) => p.theme.space.sm};
  border-radius: ${(p) => p.theme.radius.sm};
  background: linear-gradient(90deg, ${(p) => p.theme.color.fill.default} 25%, ${(p) => p.theme.color.fill.secondary} 37%, ${(p) => p.theme.color.fill.default} 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;

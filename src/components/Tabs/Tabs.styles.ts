import styled, { css } from 'styled-components';
import type { Size } from '../types';

export type TabsVariant = 'line' | 'card';

export const List = styled.div<{ $variant: TabsVariant }>`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => (p.$variant === 'card' ? p.theme.space.xxs : p.theme.space.lg)};
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  & > [role='tablist'] { flex: 1; }
`;

const padY: Record<Size, 'xxs' | 'xs' | 'sm'> = { sm: 'xxs', md: 'xs', lg: 'sm' };

const lineTrigger = css`
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  &[data-state='active'] {
    color: ${(p) => p.theme.color.primary.textOnContainer};
    border-bottom-color: ${(p) => p.theme.color.primary.default};
  }
`;

const cardTrigger = css`
  margin-bottom: -1px;
  padding-left: ${(p) => p.theme.space.md};
  padding-right: ${(p) => p.theme.space.md};
  background: ${(p) => p.theme.color.fill.secondary};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.md} ${(p) => p.theme.radius.md} 0 0;
  &[data-state='active'] {
    color: ${(p) => p.theme.color.primary.textOnContainer};
    background: ${(p) => p.theme.color.bg.container};
    border-bottom-color: ${(p) => p.theme.color.bg.container};
  }
`;

export const Trigger = styled.button<{ $variant: TabsVariant; $size: Size }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  padding: ${(p) => p.theme.space[padY[p.$size]]} 0;
  font: inherit;
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.$size === 'lg' ? p.theme.font.size.lg : p.theme.font.size.md)};
  color: ${(p) => p.theme.color.text.primary};
  background: transparent;
  border: none;
  cursor: pointer;
  white-space: nowrap;
  &:hover:not(:disabled) { color: ${(p) => p.theme.color.primary.hover}; }
  &:disabled { color: ${(p) => p.theme.color.text.disabled}; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: -2px; border-radius: ${(p) => p.theme.radius.sm}; }
  ${(p) => (p.$variant === 'card' ? cardTrigger : lineTrigger)}
`;

export const Panel = styled.div`
  padding-top: ${(p) => p.theme.space.md};
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 2px; }
`;

import styled from 'styled-components';
import type { Size } from '../types';

export type StepState = 'finish' | 'process' | 'wait' | 'error';
export type StepsDirection = 'horizontal' | 'vertical';

export const List = styled.ol<{ $direction: StepsDirection }>`
  display: flex;
  flex-direction: ${(p) => (p.$direction === 'vertical' ? 'column' : 'row')};
  gap: ${(p) => p.theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Step = styled.li<{ $direction: StepsDirection }>`
  position: relative;
  display: flex;
  flex: ${(p) => (p.$direction === 'vertical' ? 'none' : '1')};
  gap: ${(p) => p.theme.space.xs};
  min-width: 0;
  min-height: ${(p) => (p.$direction === 'vertical' ? p.theme.space.xxl : 'auto')};
  &:last-child { flex: none; }
`;

const dot: Record<Size, 'sm' | 'md' | 'lg'> = { sm: 'sm', md: 'md', lg: 'lg' };

export const Marker = styled.span<{ $state: StepState; $size: Size }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.control.height[dot[p.$size]]};
  height: ${(p) => p.theme.control.height[dot[p.$size]]};
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.theme.font.size.md)};
  border-radius: ${(p) => p.theme.radius.round};
  border: 1px solid
    ${(p) => (p.$state === 'process' ? p.theme.color.primary.solid : p.$state === 'finish' ? p.theme.color.primary.border : p.$state === 'error' ? p.theme.color.error.default : p.theme.color.border.default)};
  color: ${(p) => (p.$state === 'process' ? p.theme.color.primary.onSolid : p.$state === 'finish' ? p.theme.color.primary.textOnContainer : p.$state === 'error' ? p.theme.color.error.text : p.theme.color.text.secondary)};
  background: ${(p) => (p.$state === 'process' ? p.theme.color.primary.solid : p.$state === 'finish' ? p.theme.color.primary.bg : p.theme.color.bg.container)};
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const TitleRow = styled.div<{ $size: Size }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  min-height: ${(p) => p.theme.control.height[dot[p.$size]]};
`;

export const Title = styled.span<{ $state: StepState }>`
  flex: none;
  white-space: nowrap;
  font-weight: ${(p) => (p.$state === 'process' ? p.theme.font.weight.medium : p.theme.font.weight.regular)};
  color: ${(p) => (p.$state === 'error' ? p.theme.color.error.text : p.$state === 'wait' ? p.theme.color.text.secondary : p.theme.color.text.primary)};
`;

/** The connector line after the title (horizontal) or under the marker (vertical). */
export const Connector = styled.span<{ $done: boolean; $direction: StepsDirection }>`
  flex: 1;
  min-width: ${(p) => p.theme.space.md};
  height: 1px;
  background: ${(p) => (p.$done ? p.theme.color.primary.default : p.theme.color.border.default)};
  ${(p) => (p.$direction === 'vertical' ? 'display: none;' : '')}
`;

export const Description = styled.span`
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;


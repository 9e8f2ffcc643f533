import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import type { Size, Status } from '../types';

export type TagVariant = 'soft' | 'solid' | 'outline';

function palette(theme: DefaultTheme, status: Status) {
  if (status === 'default') {
    return { bg: theme.color.fill.default, border: theme.color.border.default, text: theme.color.text.primary, solid: theme.color.text.secondary, onSolid: theme.color.text.inverse };
  }
  const key = status === 'processing' ? 'primary' : status;
  const c = theme.color[key];
  return { bg: c.bg, border: c.border, text: c.text, solid: c.solid, onSolid: c.onSolid };
}

export const StyledTag = styled.span<{ $status: Status; $variant: TagVariant; $size: Size }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xxs};
  height: ${(p) => (p.$size === 'lg' ? p.theme.control.height.sm : 'auto')};
  padding: 0 ${(p) => (p.$size === 'sm' ? p.theme.space.xxs : p.theme.space.xs)};
  font-size: ${(p) => (p.$size === 'lg' ? p.theme.font.size.md : p.theme.font.size.sm)};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.sm};
  ${(p) => {
    const c = palette(p.theme, p.$status);
    if (p.$variant === 'solid') return css`background: ${c.solid}; border-color: ${c.solid}; color: ${c.onSolid};`;
    if (p.$variant === 'outline') return css`background: transparent; border-color: ${c.border}; color: ${c.text};`;
    return css`background: ${c.bg}; border-color: ${c.border}; color: ${c.text};`;
  }}
`;

export const TagClose = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 0;
  color: inherit;
  background: transparent;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  opacity: 0.75;
  &:hover { opacity: 1; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; opacity: 1; }
`;

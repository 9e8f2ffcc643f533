import styled, { css } from 'styled-components';
import type { Size } from '../types';

export type ButtonVariant = 'primary' | 'default' | 'dashed' | 'text' | 'link' | 'danger';

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${(p) => p.theme.color.primary.solid};
    border-color: ${(p) => p.theme.color.primary.solid};
    color: ${(p) => p.theme.color.primary.onSolid};
    &:hover:not(:disabled) { background: ${(p) => p.theme.color.primary.active}; border-color: ${(p) => p.theme.color.primary.active}; }
  `,
  default: css`
    background: ${(p) => p.theme.color.bg.container};
    border-color: ${(p) => p.theme.color.border.default};
    color: ${(p) => p.theme.color.text.primary};
    &:hover:not(:disabled) { border-color: ${(p) => p.theme.color.primary.default}; color: ${(p) => p.theme.color.primary.textOnContainer}; }
  `,
  dashed: css`
    background: ${(p) => p.theme.color.bg.container};
    border-color: ${(p) => p.theme.color.border.default};
    border-style: dashed;
    color: ${(p) => p.theme.color.text.primary};
    &:hover:not(:disabled) { border-color: ${(p) => p.theme.color.primary.default}; color: ${(p) => p.theme.color.primary.textOnContainer}; }
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${(p) => p.theme.color.text.primary};
    &:hover:not(:disabled) { background: ${(p) => p.theme.color.bg.hover}; }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${(p) => p.theme.color.text.link};
    &:hover:not(:disabled) { text-decoration: underline; }
  `,
  danger: css`
    background: ${(p) => p.theme.color.error.solid};
    border-color: ${(p) => p.theme.color.error.solid};
    color: ${(p) => p.theme.color.error.onSolid};
    &:hover:not(:disabled) { background: ${(p) => p.theme.color.error.active}; border-color: ${(p) => p.theme.color.error.active}; }
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: Size; $block?: boolean; $iconOnly?: boolean }>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  height: ${(p) => p.theme.control.height[p.$size]};
  min-width: ${(p) => (p.$iconOnly ? p.theme.control.height[p.$size] : 'auto')};
  padding: 0 ${(p) => (p.$iconOnly ? '0' : p.theme.control.paddingX[p.$size])};
  font-family: inherit;
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.$size === 'lg' ? p.theme.font.size.lg : p.theme.font.size.md)};
  font-weight: ${(p) => p.theme.font.weight.regular};
  line-height: 1;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  user-select: none;
  transition: background ${(p) => p.theme.motion.mid}, border-color ${(p) => p.theme.motion.mid}, color ${(p) => p.theme.motion.mid};
  ${(p) => variantStyles[p.$variant]}

  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${(p) => p.theme.color.text.disabled};
    background: ${(p) => (p.$variant === 'text' || p.$variant === 'link' ? 'transparent' : p.theme.color.bg.disabled)};
    border-color: ${(p) => (p.$variant === 'text' || p.$variant === 'link' ? 'transparent' : p.theme.color.border.default)};
  }
  &[aria-busy='true'] { cursor: progress; }
`;

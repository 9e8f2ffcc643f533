import styled, { css } from 'styled-components';
import type { Size } from '../types';

/** Dialog widths per size; there is no width token, these follow the 8-px grid. */
const widths: Record<Size, string> = { sm: '400px', md: '560px', lg: '880px' };

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.z.modal};
  background: ${(p) => p.theme.color.bg.mask};
`;

/** Shared by Dialog and Drawer: the elevated surface with themed text. */
export const surface = css`
  display: flex;
  flex-direction: column;
  color: ${(p) => p.theme.color.text.primary};
  font-family: ${(p) => p.theme.font.family};
  font-size: ${(p) => p.theme.font.size.md};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  background: ${(p) => p.theme.color.bg.elevated};
  /* The surface colour for sticky parts of the content (DialogFormLayout's footer). */
  --overlay-surface: ${(p) => p.theme.color.bg.elevated};
  box-shadow: ${(p) => p.theme.shadow.lg};
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;

export const Content = styled.div<{ $size: Size }>`
  ${surface}
  position: fixed;
  z-index: ${(p) => p.theme.z.modal};
  top: 12vh;
  left: 50%;
  transform: translateX(-50%);
  width: min(${(p) => widths[p.$size]}, calc(100vw - ${(p) => p.theme.space.xl}));
  max-height: 76vh;
  border-radius: ${(p) => p.theme.radius.lg};
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg};
  border-bottom: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => p.theme.color.text.primary};
`;

export const Description = styled.p`
  margin: 0 0 ${(p) => p.theme.space.sm};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${(p) => p.theme.space.md} ${(p) => p.theme.space.lg};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.lg};
  border-top: 1px solid ${(p) => p.theme.color.border.secondary};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.control.height.sm};
  height: ${(p) => p.theme.control.height.sm};
  padding: 0;
  color: ${(p) => p.theme.color.text.secondary};
  background: transparent;
  border: none;
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.color.text.primary}; background: ${(p) => p.theme.color.bg.hover}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 1px; }
`;

/** Confirm dialogs: a status icon beside title and content. */
export const ConfirmLayout = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.lg} ${(p) => p.theme.space.lg} ${(p) => p.theme.space.md};
`;

export const ConfirmIcon = styled.span<{ $tone: 'warning' | 'error' | 'info' | 'success' }>`
  display: inline-flex;
  padding-top: ${(p) => p.theme.space.xxs};
  color: ${(p) => p.theme.color[p.$tone].default};
`;

export const ConfirmText = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${(p) => p.theme.space.xs};
`;

export const ConfirmFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space.xs};
  padding: 0 ${(p) => p.theme.space.lg} ${(p) => p.theme.space.lg};
`;

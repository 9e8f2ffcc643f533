import styled, { css } from 'styled-components';
import type { Size } from '../types';

const thumb: Record<Size, string> = { sm: '64px', md: '96px', lg: '128px' };

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The frame of a thumbnail, shared by the picture and the place kept for one still loading. */
const thumbFrame = css<{ $size: Size }>`
  display: block;
  width: ${(p) => thumb[p.$size]};
  height: ${(p) => thumb[p.$size]};
  background: ${(p) => p.theme.color.fill.default};
  border: 1px solid ${(p) => p.theme.color.border.secondary};
  border-radius: ${(p) => p.theme.radius.md};
`;

export const ThumbPlaceholder = styled.div<{ $size: Size }>`${thumbFrame}`;

export const ThumbButton = styled.button<{ $size: Size }>`
  ${thumbFrame}
  padding: 0;
  overflow: hidden;
  cursor: zoom-in;
  & > img { width: 100%; height: 100%; object-fit: cover; display: block; }
  &:hover { border-color: ${(p) => p.theme.color.primary.hover}; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 2px; }
`;

export const Stage = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.z.modal};
  display: flex;
  flex-direction: column;
  font-family: ${(p) => p.theme.font.family};
  color: ${(p) => p.theme.color.text.inverse};
  &:focus { outline: none; }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  background: ${(p) => p.theme.color.bg.spotlight};
`;

export const Caption = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md};
  font-weight: ${(p) => p.theme.font.weight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.control.height.md};
  height: ${(p) => p.theme.control.height.md};
  padding: 0;
  color: ${(p) => p.theme.color.text.inverse};
  background: transparent;
  border: none;
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${(p) => p.theme.color.bg.mask}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.text.inverse}; outline-offset: -2px; }
`;

export const Counter = styled.span`
  min-width: 4em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export const Canvas = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  & > img {
    max-width: 80%;
    max-height: 80%;
    transition: transform ${(p) => p.theme.motion.mid};
  }
`;

export const Side = styled(ToolButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: ${(p) => p.theme.space.md};
  transform: translateY(-50%);
  width: ${(p) => p.theme.control.height.lg};
  height: ${(p) => p.theme.control.height.lg};
  background: ${(p) => p.theme.color.bg.spotlight};
  border-radius: ${(p) => p.theme.radius.round};
`;

import styled, { css, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

const block = css<{ $active: boolean }>`
  background: linear-gradient(90deg, ${(p) => p.theme.color.fill.default} 25%, ${(p) => p.theme.color.fill.secondary} 37%, ${(p) => p.theme.color.fill.default} 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  animation-play-state: ${(p) => (p.$active ? 'running' : 'paused')};
`;

export const Root = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.md};
  width: 100%;
`;

export const Avatar = styled.div<{ $active: boolean }>`
  ${block}
  flex: none;
  width: ${(p) => p.theme.control.height.lg};
  height: ${(p) => p.theme.control.height.lg};
  border-radius: ${(p) => p.theme.radius.round};
`;

export const Lines = styled.div`
  flex: 1;
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;

export const Line = styled.div<{ $active: boolean; $width: string; $title?: boolean }>`
  ${block}
  width: ${(p) => p.$width};
  height: ${(p) => (p.$title ? p.theme.font.size.xl : p.theme.font.size.lg)};
  border-radius: ${(p) => p.theme.radius.sm};
`;

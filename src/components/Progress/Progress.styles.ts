import styled from 'styled-components';
import type { Size } from '../types';

export type ProgressStatus = 'default' | 'success' | 'warning' | 'error';

/** Fill colour per status; the default is the theme's primary. */
export const toneOf = (status: ProgressStatus) => (status === 'default' ? 'primary' : status);

const trackHeight: Record<Size, string> = { sm: '4px', md: '8px', lg: '12px' };
export const circleWidth: Record<Size, string> = { sm: '64px', md: '96px', lg: '128px' };

export const LineRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  width: 100%;
`;

export const Track = styled.div<{ $size: Size }>`
  flex: 1;
  height: ${(p) => trackHeight[p.$size]};
  overflow: hidden;
  background: ${(p) => p.theme.color.fill.default};
  border-radius: ${(p) => p.theme.radius.round};
`;

export const Fill = styled.div<{ $status: ProgressStatus }>`
  height: 100%;
  background: ${(p) => p.theme.color[toneOf(p.$status)].solid};
  border-radius: inherit;
  transition: width ${(p) => p.theme.motion.slow} ${(p) => p.theme.motion.ease};
`;

export const Info = styled.span<{ $status: ProgressStatus; $size: Size }>`
  display: inline-flex;
  align-items: center;
  min-width: 3em;
  font-size: ${(p) => (p.$size === 'lg' ? p.theme.font.size.md : p.theme.font.size.sm)};
  color: ${(p) => (p.$status === 'default' ? p.theme.color.text.secondary : p.theme.color[p.$status].text)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const CircleRoot = styled.div<{ $size: Size }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => circleWidth[p.$size]};
  height: ${(p) => circleWidth[p.$size]};
  & > svg { position: absolute; inset: 0; transform: rotate(-90deg); }
`;

export const CircleTrack = styled.circle`
  stroke: ${(p) => p.theme.color.fill.default};
`;

export const CircleFill = styled.circle<{ $status: ProgressStatus }>`
  stroke: ${(p) => p.theme.color[toneOf(p.$status)].solid};
  transition: stroke-dashoffset ${(p) => p.theme.motion.slow} ${(p) => p.theme.motion.ease};
`;

export const CircleInfo = styled(Info)`
  position: relative;
  justify-content: center;
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.$size === 'lg' ? p.theme.font.size.xl : p.theme.font.size.lg)};
  color: ${(p) => (p.$status === 'default' ? p.theme.color.text.primary : p.theme.color[p.$status].text)};
`;

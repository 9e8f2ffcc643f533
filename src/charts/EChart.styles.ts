import styled from 'styled-components';

export const ChartRoot = styled.figure<{ $height: string }>`
  position: relative;
  margin: 0;
  width: 100%;
  min-width: 0;
  height: ${(p) => p.$height};
`;

/** The element ECharts draws into: it takes the figure's full size. */
export const ChartHost = styled.div`
  position: absolute;
  inset: 0;
`;

export const ChartOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: calc(${(p) => p.theme.font.size.md} * var(--screen-scale, 1));
`;

export const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
  /* Never painted: a system font keeps hidden text from downloading web-font subsets and from
     being laid out again each time one arrives. */
  font-family: sans-serif;
`;

import styled, { css } from 'styled-components';

/** The elevated floating surface shared by Popover and menus (portalled into <body>). */
export const floatingSurface = css`
  color: ${(p) => p.theme.color.text.primary};
  font-family: ${(p) => p.theme.font.family};
  font-size: ${(p) => p.theme.font.size.md};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  background: ${(p) => p.theme.color.bg.elevated};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.md};
  &:focus { outline: none; }
`;

export const Content = styled.div`
  ${floatingSurface}
  z-index: ${(p) => p.theme.z.popover};
  min-width: 200px;
  max-width: min(420px, calc(100vw - ${(p) => p.theme.space.lg}));
  padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
`;

export const Title = styled.div`
  margin-bottom: ${(p) => p.theme.space.xs};
  font-weight: ${(p) => p.theme.font.weight.medium};
`;

export const Arrow = styled.svg`
  fill: ${(p) => p.theme.color.bg.elevated};
`;

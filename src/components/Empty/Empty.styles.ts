import styled from 'styled-components';
import type { Size } from '../types';

const art: Record<Size, string> = { sm: '40px', md: '64px', lg: '96px' };

export const Root = styled.div<{ $size: Size }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space.xs};
  padding: ${(p) => (p.$size === 'sm' ? p.theme.space.sm : p.theme.space.xl)} ${(p) => p.theme.space.md};
  text-align: center;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => (p.$size === 'sm' ? p.theme.font.size.sm : p.theme.font.size.md)};
`;

export const Art = styled.svg<{ $size: Size }>`
  width: ${(p) => art[p.$size]};
  height: ${(p) => art[p.$size]};
  color: ${(p) => p.theme.color.border.default};
  .fill { fill: ${(p) => p.theme.color.fill.default}; }
`;

export const Description = styled.p`
  margin: 0;
`;

export const Actions = styled.div`
  margin-top: ${(p) => p.theme.space.xs};
`;

import styled from 'styled-components';
import type { Size } from '../types';
import { surface } from '../Dialog/Dialog.styles';

export type DrawerPlacement = 'left' | 'right';

/** Panel widths per size; no width token exists, these follow the 8-px grid. */
const widths: Record<Size, string> = { sm: '320px', md: '480px', lg: '720px' };

export const Panel = styled.div<{ $placement: DrawerPlacement; $size: Size }>`
  ${surface}
  position: fixed;
  z-index: ${(p) => p.theme.z.drawer};
  top: 0;
  bottom: 0;
  ${(p) => p.$placement}: 0;
  width: min(${(p) => widths[p.$size]}, 100vw);
`;

import styled from 'styled-components';

export const Wrapper = styled.div`
  position: relative;
`;

export const Content = styled.div<{ $blurred: boolean }>`
  opacity: ${(p) => (p.$blurred ? 0.45 : 1)};
  pointer-events: ${(p) => (p.$blurred ? 'none' : 'auto')};
  user-select: ${(p) => (p.$blurred ? 'none' : 'auto')};
`;

export const Indicator = styled.div<{ $overlay: boolean }>`
  display: ${(p) => (p.$overlay ? 'flex' : 'inline-flex')};
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.xs};
  color: ${(p) => p.theme.color.primary.textOnContainer};
  ${(p) => (p.$overlay ? 'position: absolute; inset: 0; z-index: 1;' : '')}
`;

export const Tip = styled.span`
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.primary.textOnContainer};
`;

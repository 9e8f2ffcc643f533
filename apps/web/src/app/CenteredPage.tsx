import styled from 'styled-components';

/** A full-height page with its content centred (errors, single sign-on, redirects). */
export const CenteredPage = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${(p) => p.theme.space.xl};
  background: ${(p) => p.theme.color.bg.layout};
`;

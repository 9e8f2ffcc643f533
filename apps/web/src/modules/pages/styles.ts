import styled from 'styled-components';

export const PageRoot = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.md};
  align-content: start;
`;

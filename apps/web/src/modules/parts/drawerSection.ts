/** A titled section of the detail drawer under the record's fields (history, related records). */
import styled from 'styled-components';

export const DrawerSection = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
  margin-top: ${(p) => p.theme.space.lg};
  h3 { margin: 0; font-size: ${(p) => p.theme.font.size.md}; font-weight: ${(p) => p.theme.font.weight.medium}; }
  p { margin: 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm}; }
`;

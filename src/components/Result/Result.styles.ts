import styled from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.xxl} ${(p) => p.theme.space.lg};
  text-align: center;
`;

export const IconCircle = styled.div<{ $tone: 'success' | 'error' | 'warning' | 'info' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.space.xxl};
  height: ${(p) => p.theme.space.xxl};
  color: ${(p) => p.theme.color[p.$tone].default};
  background: ${(p) => p.theme.color[p.$tone].bg};
  border-radius: ${(p) => p.theme.radius.round};
  & > svg { width: ${(p) => p.theme.space.lg}; height: ${(p) => p.theme.space.lg}; }
`;

/** The big status code of error pages (404, 403, 500). */
export const Code = styled.div<{ $tone: 'warning' | 'error' | 'info' }>`
  font-size: calc(${(p) => p.theme.font.size.h1} * 2.4);
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 1;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.color[p.$tone].text};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.h3};
  font-weight: ${(p) => p.theme.font.weight.medium};
  color: ${(p) => p.theme.color.text.primary};
`;

export const SubTitle = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Extra = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
  margin-top: ${(p) => p.theme.space.sm};
`;

export const Body = styled.div`
  width: 100%;
  max-width: 640px;
  margin-top: ${(p) => p.theme.space.md};
  padding: ${(p) => p.theme.space.lg};
  text-align: left;
  background: ${(p) => p.theme.color.fill.secondary};
  border-radius: ${(p) => p.theme.radius.lg};
`;

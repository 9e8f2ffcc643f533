import styled from 'styled-components';

export const Panel = styled.section`
  width: 100%;
  max-width: 400px;
  padding: ${(p) => p.theme.space.xl};
  background: ${(p) => p.theme.color.bg.container};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.lg};
`;

export const Heading = styled.h1`
  margin: 0 0 ${(p) => p.theme.space.xs};
  font-size: ${(p) => p.theme.font.size.h3};
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => p.theme.color.text.primary};
`;

export const Sub = styled.p`
  margin: 0 0 ${(p) => p.theme.space.lg};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.md};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.xs};
  label { color: ${(p) => p.theme.color.text.primary}; font-weight: ${(p) => p.theme.font.weight.medium}; }
`;

export const FieldError = styled.span`
  color: ${(p) => p.theme.color.error.text};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export const CaptchaRow = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.sm};
  align-items: center;
  > :first-child { flex: 1; }
`;

export const CaptchaButton = styled.button`
  padding: 0;
  height: ${(p) => p.theme.control.height.md};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.container};
  cursor: pointer;
  overflow: hidden;
  img { height: 100%; display: block; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.color.border.focus}; outline-offset: 1px; }
`;

export const Options = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.lg};
  color: ${(p) => p.theme.color.text.secondary};
  label { display: inline-flex; align-items: center; gap: ${(p) => p.theme.space.xs}; cursor: pointer; }
  input { accent-color: ${(p) => p.theme.color.primary.default}; width: 16px; height: 16px; margin: 0; }
`;

export const Alert = styled.div`
  padding: ${(p) => p.theme.space.sm} ${(p) => p.theme.space.md};
  border: 1px solid ${(p) => p.theme.color.error.border};
  background: ${(p) => p.theme.color.error.bg};
  color: ${(p) => p.theme.color.text.primary};
  border-radius: ${(p) => p.theme.radius.md};
`;

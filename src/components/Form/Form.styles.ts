import styled, { css } from 'styled-components';

export type FormLayout = 'vertical' | 'horizontal';

export const FieldRow = styled.div<{ $layout: FormLayout; $labelWidth: string; $span?: number }>`
  display: grid;
  align-content: start;
  min-width: 0;
  ${(p) => (p.$span ? css`grid-column: span ${p.$span} / span ${p.$span};` : '')}
  ${(p) =>
    p.$layout === 'horizontal'
      ? css`
          grid-template-columns: ${p.$labelWidth} minmax(0, 1fr);
          column-gap: ${p.theme.space.xs};
          align-items: start;
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          row-gap: ${p.theme.space.xxs};
        `}
`;

export const FieldLabel = styled.label<{ $layout: FormLayout }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$layout === 'horizontal' ? 'flex-end' : 'flex-start')};
  gap: ${(p) => p.theme.space.xxs};
  min-height: ${(p) => (p.$layout === 'horizontal' ? p.theme.control.height.md : 'auto')};
  font-size: ${(p) => p.theme.font.size.md};
  color: ${(p) => p.theme.color.text.primary};
  text-align: right;
  white-space: nowrap;
  &::after { content: ${(p) => (p.$layout === 'horizontal' ? "'：'" : 'none')}; }
`;

export const RequiredMark = styled.span`
  color: ${(p) => p.theme.color.error.text};
  font-family: ${(p) => p.theme.font.familyMono};
`;

export const ControlColumn = styled.div`
  display: grid;
  min-width: 0;
  row-gap: ${(p) => p.theme.space.xxs};
`;

/** One control line: shorter controls (radios, switches) sit centred on the label's line. */
export const ControlSlot = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  min-height: ${(p) => p.theme.control.height.md};
`;

export const HelpText = styled.div`
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => p.theme.color.text.secondary};
`;

export const ErrorText = styled.div`
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => p.theme.color.error.text};
`;

export const FormElement = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

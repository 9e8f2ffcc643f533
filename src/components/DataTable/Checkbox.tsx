import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Box = styled.input`
  width: ${(p) => p.theme.font.size.lg};
  height: ${(p) => p.theme.font.size.lg};
  margin: 0;
  accent-color: ${(p) => p.theme.color.primary.solid};
  cursor: pointer;
  &:disabled { cursor: not-allowed; }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  indeterminate?: boolean;
}

/** The native checkbox of the selection column (indeterminate is a DOM property, not an attribute). */
export function SelectionCheckbox({ indeterminate = false, ...rest }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <Box ref={ref} type="checkbox" aria-checked={indeterminate ? 'mixed' : undefined} {...rest} />;
}

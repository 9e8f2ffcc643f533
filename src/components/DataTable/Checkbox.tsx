import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { tableClass } from './DataTable.styles';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  indeterminate?: boolean;
}

/**
 * The native checkbox of the selection column, styled by the table's static rules (one per
 * row in view, so no styled component). Indeterminate is a DOM property, not an attribute:
 * only the select-all box needs it.
 */
export function SelectionCheckbox({ indeterminate, ...rest }: CheckboxProps) {
  if (indeterminate === undefined) return <input type="checkbox" className={tableClass.checkbox} {...rest} />;
  return <TriStateCheckbox indeterminate={indeterminate} {...rest} />;
}

function TriStateCheckbox({ indeterminate, ...rest }: CheckboxProps & { indeterminate: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={tableClass.checkbox} aria-checked={indeterminate ? 'mixed' : undefined} {...rest} />;
}

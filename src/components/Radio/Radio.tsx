import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { Size } from '../types';
import { ChoiceLabel, HiddenInput, RadioCircle } from './Radio.styles';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  size?: Size;
  children?: ReactNode;
}

/**
 * One native radio. Radios sharing a `name` form a group in which the browser itself moves
 * focus and selection with the arrow keys (roving focus) — RadioGroup relies on that.
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { size = 'md', disabled, checked, children, className, style, ...rest },
  ref,
) {
  return (
    <ChoiceLabel $size={size} $disabled={disabled} className={className} style={style}>
      <RadioCircle $size={size} $disabled={disabled}>
        <HiddenInput ref={ref} type="radio" disabled={disabled} checked={checked} {...rest} />
      </RadioCircle>
      {children != null && <span>{children}</span>}
    </ChoiceLabel>
  );
});

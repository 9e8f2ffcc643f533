import { forwardRef, useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../../icons';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import type { Size } from '../types';
import { CheckBox, ChoiceLabel, HiddenInput, IndeterminateMark } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange' | 'type' | 'checked' | 'defaultChecked'> {
  checked?: boolean;
  defaultChecked?: boolean;
  /** Partly checked (e.g. "select all" when some rows are selected); announced as mixed. */
  indeterminate?: boolean;
  size?: Size;
  onChange?: (checked: boolean) => void;
  children?: ReactNode;
}

const CheckboxBase = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { checked, defaultChecked = false, indeterminate = false, size = 'md', disabled, onChange, children, className, style, ...rest },
  forwardedRef,
) {
  const [isChecked, setChecked] = useControllableValue(checked, defaultChecked, onChange);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <ChoiceLabel $size={size} $disabled={disabled} className={className} style={style}>
      <CheckBox $size={size} $checked={isChecked || indeterminate} $disabled={disabled}>
        <HiddenInput
          ref={(node) => {
            inputRef.current = node;
            if (typeof forwardedRef === 'function') forwardedRef(node);
            else if (forwardedRef) forwardedRef.current = node;
          }}
          type="checkbox"
          checked={isChecked}
          disabled={disabled}
          aria-checked={indeterminate ? 'mixed' : undefined}
          onChange={(event) => setChecked(event.target.checked)}
          {...rest}
        />
        {indeterminate ? <IndeterminateMark /> : isChecked ? <Icon name="check" size="sm" /> : null}
      </CheckBox>
      {children != null && <span>{children}</span>}
    </ChoiceLabel>
  );
});

const checkboxBinding: FieldBinding = { fieldKind: 'choice', valuePropName: 'checked', acceptsStatus: false };
export const Checkbox = Object.assign(CheckboxBase, { formBinding: checkboxBinding });

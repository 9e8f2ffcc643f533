import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../../icons';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import { Knob, SwitchLabel, Track } from './Switch.styles';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value' | 'defaultValue'> {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  size?: 'sm' | 'md';
  /** Busy while a save is in flight: not toggleable and announced busy. */
  loading?: boolean;
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
}

/** A button with role=switch: Space/Enter toggle it (native button activation). */
const SwitchBase = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked, defaultChecked = false, onChange, size = 'md', loading, disabled, checkedChildren, unCheckedChildren, onClick, ...rest },
  ref,
) {
  const [on, setOn] = useControllableValue(checked, defaultChecked, onChange);
  const text = on ? checkedChildren : unCheckedChildren;
  return (
    <Track
      ref={ref}
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      $size={size}
      $checked={on}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOn(!on);
      }}
      {...rest}
    >
      <Knob $checked={on}>{loading && <Spinner size="sm" />}</Knob>
      {text != null && size === 'md' && <SwitchLabel>{text}</SwitchLabel>}
    </Track>
  );
});

const switchBinding: FieldBinding = { fieldKind: 'choice', valuePropName: 'checked', acceptsStatus: false };
export const Switch = Object.assign(SwitchBase, { formBinding: switchBinding });

import type { HTMLAttributes } from 'react';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import type { Size } from '../types';
import { Checkbox } from './Checkbox';
import { GroupBox } from './Checkbox.styles';

export interface ChoiceOption<V extends string | number = string> {
  label: string;
  value: V;
  disabled?: boolean;
}

export interface CheckboxGroupProps<V extends string | number = string>
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  options: ReadonlyArray<ChoiceOption<V>>;
  value?: V[];
  defaultValue?: V[];
  onChange?: (values: V[]) => void;
  disabled?: boolean;
  size?: Size;
  direction?: 'horizontal' | 'vertical';
  name?: string;
}

/** A labelled group of checkboxes; the value keeps the options' order. */
export function CheckboxGroup<V extends string | number = string>({
  options, value, defaultValue = [], onChange, disabled, size = 'md', direction = 'horizontal', name, ...rest
}: CheckboxGroupProps<V>) {
  const [selected, setSelected] = useControllableValue<V[]>(value, defaultValue, onChange);
  const toggle = (option: V, on: boolean) =>
    setSelected((previous) => options.map((o) => o.value).filter((v) => (v === option ? on : previous.includes(v))));

  return (
    <GroupBox role="group" $direction={direction} {...rest}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          name={name}
          value={option.value}
          size={size}
          disabled={disabled || option.disabled}
          checked={selected.includes(option.value)}
          onChange={(on) => toggle(option.value, on)}
        >
          {option.label}
        </Checkbox>
      ))}
    </GroupBox>
  );
}

CheckboxGroup.formBinding = { fieldKind: 'choice', acceptsStatus: false } satisfies FieldBinding;

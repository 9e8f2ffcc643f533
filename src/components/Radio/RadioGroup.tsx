import { useId, type HTMLAttributes } from 'react';
import type { FieldBinding } from '../Form/FormField';
import type { ChoiceOption } from '../Checkbox/CheckboxGroup';
import { useControllableValue } from '../Form/useControllableValue';
import type { Size } from '../types';
import { Radio } from './Radio';
import { ButtonOption, ButtonStrip, GroupBox, HiddenInput } from './Radio.styles';

export interface RadioGroupProps<V extends string | number = string>
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  options: ReadonlyArray<ChoiceOption<V>>;
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V) => void;
  disabled?: boolean;
  size?: Size;
  direction?: 'horizontal' | 'vertical';
  /** `button` renders a segmented strip (for filters such as 今日/本周/本月). */
  optionType?: 'default' | 'button';
  name?: string;
}

/** role=radiogroup over native radios: Tab enters the group once, arrows move and select. */
export function RadioGroup<V extends string | number = string>({
  options, value, defaultValue = null, onChange, disabled, size = 'md', direction = 'horizontal', optionType = 'default', name, ...rest
}: RadioGroupProps<V>) {
  const autoName = useId();
  const groupName = name ?? autoName;
  const [selected, setSelected] = useControllableValue<V | null>(value, defaultValue, onChange as ((v: V | null) => void) | undefined);

  if (optionType === 'button') {
    return (
      <ButtonStrip role="radiogroup" $size={size} {...rest}>
        {options.map((option) => {
          const isDisabled = disabled || option.disabled;
          return (
            <ButtonOption key={option.value} $size={size} $checked={selected === option.value} $disabled={isDisabled}>
              <HiddenInput
                type="radio"
                name={groupName}
                value={option.value}
                checked={selected === option.value}
                disabled={isDisabled}
                onChange={() => setSelected(option.value)}
              />
              {option.label}
            </ButtonOption>
          );
        })}
      </ButtonStrip>
    );
  }

  return (
    <GroupBox role="radiogroup" $direction={direction} {...rest}>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={groupName}
          value={option.value}
          size={size}
          disabled={disabled || option.disabled}
          checked={selected === option.value}
          onChange={() => setSelected(option.value)}
        >
          {option.label}
        </Radio>
      ))}
    </GroupBox>
  );
}

RadioGroup.formBinding = { fieldKind: 'choice', acceptsStatus: false } satisfies FieldBinding;

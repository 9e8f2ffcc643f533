import { forwardRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { useControllableValue } from '../Form/useControllableValue';
import { NativeInput } from '../Input';
import type { FieldStatus, Size } from '../types';
import { NumberBox, StepButton, Steppers, Unit } from './NumberInput.styles';
import { formatNumber, normalize, parseNumber, stepValue } from './numberValue';

export interface NumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'type'> {
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Decimals kept (and shown) after rounding, e.g. 2 for 吨 with two decimals. */
  precision?: number;
  size?: Size;
  status?: FieldStatus;
  /** Unit text after the number (吨, 公里…). */
  unit?: string;
  /** Hides the ▲▼ buttons (arrow keys still step). */
  hideSteppers?: boolean;
}

/**
 * A spinbutton: typing is free while focused; the value is parsed, rounded and clamped on
 * blur or Enter. ArrowUp/ArrowDown step (Shift ×10), PageUp/PageDown ×10, Home/End jump to min/max.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, defaultValue = null, onChange, min, max, step = 1, precision, size = 'md', status, unit, hideSteppers, disabled, readOnly,
    onBlur, onFocus, onKeyDown, className, style, ...rest },
  ref,
) {
  const rules = { min, max, precision };
  const [current, setCurrent] = useControllableValue<number | null>(value, defaultValue, onChange);
  const [draft, setDraft] = useState<string | null>(null);
  const editable = !disabled && !readOnly;

  const commit = (next: number | null) => {
    setDraft(null);
    const normalized = next == null ? null : normalize(next, rules);
    if (normalized !== current) setCurrent(normalized);
  };
  const commitDraft = () => {
    if (draft == null) return;
    const parsed = parseNumber(draft);
    commit(parsed === undefined ? current : parsed);
  };
  const stepBy = (direction: 1 | -1, multiplier = 1) => {
    if (!editable) return;
    const parsed = draft == null ? current : parseNumber(draft);
    commit(stepValue(parsed === undefined ? current : parsed, direction, step * multiplier, rules));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const big = event.shiftKey ? 10 : 1;
    const actions: Record<string, () => void> = {
      ArrowUp: () => stepBy(1, big),
      ArrowDown: () => stepBy(-1, big),
      PageUp: () => stepBy(1, 10),
      PageDown: () => stepBy(-1, 10),
      Home: () => min != null && commit(min),
      End: () => max != null && commit(max),
      Enter: commitDraft,
    };
    const action = actions[event.key];
    if (!action || (!editable && event.key !== 'Enter')) return;
    if (event.key !== 'Enter' && ((event.key === 'Home' && min == null) || (event.key === 'End' && max == null))) return;
    if (event.key !== 'Enter') event.preventDefault();
    action();
  };

  const shown = draft ?? formatNumber(current, precision);
  const atMax = max != null && current != null && current >= max;
  const atMin = min != null && current != null && current <= min;

  return (
    <NumberBox $steppers={!hideSteppers} $size={size} $status={status} $disabled={disabled} className={className} style={style}>
      <NativeInput
        ref={ref}
        type="text"
        inputMode={precision === 0 ? 'numeric' : 'decimal'}
        role="spinbutton"
        autoComplete="off"
        aria-valuenow={current ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-invalid={status === 'error' || undefined}
        disabled={disabled}
        readOnly={readOnly}
        value={shown}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={onFocus}
        onBlur={(event) => {
          commitDraft();
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
        {...rest}
      />
      {unit && <Unit>{unit}</Unit>}
      {!hideSteppers && (
        <Steppers>
          {/* Out of the tab order: the arrow keys do the same from the field itself. */}
          <StepButton type="button" tabIndex={-1} aria-label={t('inputs.number.increase')} disabled={!editable || atMax}
            onMouseDown={(event) => event.preventDefault()} onClick={() => stepBy(1)}>
            <Icon name="chevronUp" size="sm" />
          </StepButton>
          <StepButton type="button" tabIndex={-1} aria-label={t('inputs.number.decrease')} disabled={!editable || atMin}
            onMouseDown={(event) => event.preventDefault()} onClick={() => stepBy(-1)}>
            <Icon name="chevronDown" size="sm" />
          </StepButton>
        </Steppers>
      )}
    </NumberBox>
  );
});

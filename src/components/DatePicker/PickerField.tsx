import type { FocusEventHandler, InputHTMLAttributes, ReactNode, Ref, RefObject } from 'react';
import { t } from '../../i18n';
import { Icon, type IconName } from '../../icons';
import { bothRefs } from '../refs';
import { ComboInput, IconButton, SelectBox, Suffix } from '../Select/Select.styles';
import type { FieldStatus, Size } from '../types';

interface PickerFieldProps {
  boxRef: RefObject<HTMLDivElement | null>;
  size: Size;
  status?: FieldStatus;
  disabled?: boolean;
  /** The text input(s) of the picker. */
  children: ReactNode;
  icon: IconName;
  openLabel: string;
  onOpen: () => void;
  showClear: boolean;
  onClear: () => void;
  className?: string;
  /** Set by Radix Popover.Anchor (asChild) to position the panel. */
  ref?: Ref<HTMLDivElement>;
}

/** The bordered trigger of every picker: typed input(s), a clear button and an open-panel button. */
export function PickerField({ ref, boxRef, size, status, disabled, children, icon, openLabel, onOpen, showClear, onClear, className }: PickerFieldProps) {
  return (
    <SelectBox
      ref={bothRefs(boxRef, ref)} $size={size} $status={status} $disabled={disabled} className={className}>
      {children}
      <Suffix>
        {showClear && !disabled && (
          <IconButton type="button" aria-label={t('inputs.date.clear')} onClick={onClear}>
            <Icon name="close" size="sm" />
          </IconButton>
        )}
        <IconButton type="button" aria-label={openLabel} aria-haspopup="dialog" disabled={disabled} onClick={onOpen}>
          <Icon name={icon} size="sm" />
        </IconButton>
      </Suffix>
    </SelectBox>
  );
}

export { ComboInput as PickerInput };

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'onClick' | 'onKeyDown' | 'autoComplete'>;

interface TypedInputProps extends InputAttributes {
  /** Filled with the input element (the picker focuses it back after picking). */
  inputRef?: RefObject<HTMLInputElement | null>;
  ref?: Ref<HTMLInputElement>;
  status?: FieldStatus;
  /** What the field shows: the draft being typed, else the value's text. */
  text: string;
  onType: (text: string) => void;
  open: boolean;
  /** Opens the panel; true moves the focus into it (ArrowDown). */
  onOpen: (focusPanel: boolean) => void;
  /** Takes the draft as the value (Enter, or leaving the field). */
  onCommit: () => void;
  onClose: () => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** A picker's typed text: what is typed stays a draft until Enter or leaving the field commits it. */
export function TypedInput({ inputRef, ref, status, text, onType, open, onOpen, onCommit, onClose, onBlur, ...input }: TypedInputProps) {
  return (
    <ComboInput
      ref={bothRefs(inputRef, ref)}
      {...input}
      aria-invalid={input['aria-invalid'] ?? (status === 'error' || undefined)}
      autoComplete="off"
      value={text}
      onChange={(event) => onType(event.target.value)}
      onClick={() => !open && onOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') { event.preventDefault(); onOpen(true); }
        if (event.key === 'Enter') { event.preventDefault(); onCommit(); onClose(); }
      }}
      onBlur={(event) => { onCommit(); onBlur?.(event); }}
    />
  );
}

import type { ReactNode, Ref, RefObject } from 'react';
import { t } from '../../i18n';
import { Icon, type IconName } from '../../icons';
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
      ref={(node) => {
        boxRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }} $size={size} $status={status} $disabled={disabled} className={className}>
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

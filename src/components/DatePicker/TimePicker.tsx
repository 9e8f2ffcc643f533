import * as Popover from '@radix-ui/react-popover';
import { useRef, useState, type FocusEventHandler, type Ref } from 'react';
import { t } from '../../i18n';
import { Button } from '../Button';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import { PopupPanel } from '../Select/Select.styles';
import type { FieldStatus, Size } from '../types';
import { PanelFooter } from './DatePicker.styles';
import { PickerField, TypedInput } from './PickerField';
import { TimeColumns } from './TimeColumns';
import { formatTime, parseTime, type TimeFormat } from './timeModel';

export interface TimePickerProps {
  /** 'HH:mm:ss' (or 'HH:mm' with format="HH:mm") string, or null. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  format?: TimeFormat;
  minuteStep?: number;
  placeholder?: string;
  allowClear?: boolean;
  size?: Size;
  status?: FieldStatus;
  disabled?: boolean;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** Time field: type 08:30 (or 0830) or choose in the 时/分/秒 columns. */
export function TimePicker({
  value, defaultValue = null, onChange, format = 'HH:mm:ss', minuteStep, placeholder = t('inputs.date.timePlaceholder'),
  allowClear = true, size = 'md', status, disabled, id, name, ref, onBlur, className, ...aria
}: TimePickerProps) {
  const [current, setCurrent] = useControllableValue<string | null>(value, defaultValue, onChange);
  const [open, setOpen] = useState(false);
  const [focusColumns, setFocusColumns] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const parts = current ? parseTime(current) : null;

  const openPanel = (focus: boolean) => {
    if (disabled) return;
    setFocusColumns(focus);
    setOpen(true);
  };
  const commitDraft = () => {
    if (draft == null) return;
    setDraft(null);
    if (draft.trim() === '') setCurrent(null);
    else {
      const typed = parseTime(draft);
      if (typed) setCurrent(formatTime(typed, format));
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <Popover.Anchor asChild>
        <PickerField boxRef={boxRef} size={size} status={status} disabled={disabled} className={className} icon="clock"
          openLabel={t('inputs.date.openTime')} onOpen={() => openPanel(true)} showClear={Boolean(allowClear && current)}
          onClear={() => { setCurrent(null); inputRef.current?.focus(); }}>
          <TypedInput inputRef={inputRef} ref={ref} id={id} name={name} {...aria} status={status} disabled={disabled} placeholder={placeholder}
            text={draft ?? current ?? ''} onType={setDraft} open={open} onOpen={openPanel} onCommit={commitDraft} onClose={() => setOpen(false)} onBlur={onBlur} />
        </PickerField>
      </Popover.Anchor>
      <Popover.Portal>
        <PopupPanel align="start" sideOffset={4} data-overlay aria-label={placeholder}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => { event.preventDefault(); inputRef.current?.focus(); }}
          onInteractOutside={(event) => boxRef.current?.contains(event.target as Node) && event.preventDefault()}>
          <TimeColumns parts={parts} units={format === 'HH:mm' ? 2 : 3} minuteStep={minuteStep} autoFocus={focusColumns}
            onChange={(next) => setCurrent(formatTime(next, format))} />
          <PanelFooter>
            <Button variant="primary" size="sm" onClick={() => setOpen(false)}>{t('inputs.date.ok')}</Button>
          </PanelFooter>
        </PopupPanel>
      </Popover.Portal>
    </Popover.Root>
  );
}

TimePicker.formBinding = { fieldKind: 'choice' } satisfies FieldBinding;

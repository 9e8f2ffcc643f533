import * as Popover from '@radix-ui/react-popover';
import type { Dayjs } from 'dayjs';
import { useRef, useState, type FocusEventHandler, type Ref } from 'react';
import { t } from '../../i18n';
import { dayjs } from '../../i18n/dayjs';
import { Button } from '../Button';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import { PopupPanel } from '../Select/Select.styles';
import type { FieldStatus, Size } from '../types';
import { CalendarHeader } from './CalendarHeader';
import { DATE_FORMAT, fromValue, parseDate, toValue } from './calendarModel';
import { PanelFooter } from './DatePicker.styles';
import { MonthGrid } from './MonthGrid';
import { PickerField, TypedInput } from './PickerField';

export interface DatePickerProps {
  /** 'YYYY-MM-DD' string (or null): the value format of every picker in this product. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  disabledDate?: (date: Dayjs) => boolean;
  /** The day treated as 今天 ('YYYY-MM-DD'); defaults to the real date (stories pin it). */
  today?: string;
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

/** Date field: type '2026-11-20' (or 2026/11/20, 20261120) or pick in the calendar. */
export function DatePicker({
  value, defaultValue = null, onChange, disabledDate, today: todayProp, placeholder = t('inputs.date.placeholder'), allowClear = true,
  size = 'md', status, disabled, id, name, ref, onBlur, className, ...aria
}: DatePickerProps) {
  const [current, setCurrent] = useControllableValue<string | null>(value, defaultValue, onChange);
  const today = todayProp ? dayjs(todayProp) : dayjs().startOf('day');
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<Dayjs>(() => fromValue(current) ?? today);
  const [gridFocus, setGridFocus] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const openPanel = (focusGrid: boolean) => {
    if (disabled) return;
    setFocused(fromValue(current) ?? today);
    setGridFocus(focusGrid);
    setOpen(true);
  };
  const commit = (date: Dayjs | null) => {
    setDraft(null);
    if (date && disabledDate?.(date)) return;
    setCurrent(toValue(date));
  };
  const pick = (date: Dayjs) => {
    commit(date);
    setOpen(false);
    inputRef.current?.focus();
  };
  const commitDraft = () => {
    if (draft == null) return;
    if (draft.trim() === '') commit(null);
    else commit(parseDate(draft) ?? fromValue(current));
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <Popover.Anchor asChild>
        <PickerField boxRef={boxRef} size={size} status={status} disabled={disabled} className={className} icon="calendar"
          openLabel={t('inputs.date.open')} onOpen={() => openPanel(true)} showClear={Boolean(allowClear && current)}
          onClear={() => { commit(null); inputRef.current?.focus(); }}>
          <TypedInput inputRef={inputRef} ref={ref} id={id} name={name} {...aria} status={status} inputMode="numeric" disabled={disabled} placeholder={placeholder}
            text={draft ?? current ?? ''} onType={setDraft} open={open} onOpen={openPanel} onCommit={commitDraft} onClose={() => setOpen(false)} onBlur={onBlur} />
        </PickerField>
      </Popover.Anchor>
      <Popover.Portal>
        <PopupPanel align="start" sideOffset={4} data-overlay aria-label={t('inputs.date.placeholder')}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => { event.preventDefault(); inputRef.current?.focus(); }}
          onInteractOutside={(event) => boxRef.current?.contains(event.target as Node) && event.preventDefault()}>
          <CalendarHeader months={[focused]} onShift={(amount, unit) => { setGridFocus(false); setFocused((d) => d.add(amount, unit)); }} />
          <MonthGrid
            month={focused}
            focused={focused}
            today={today}
            autoFocus={gridFocus}
            dayState={(day) => ({ selected: current === day.format(DATE_FORMAT), inRange: false, disabled: Boolean(disabledDate?.(day)) })}
            onFocusDay={(day) => { setGridFocus(true); setFocused(day); }}
            onPick={pick}
          />
          <PanelFooter>
            <Button variant="link" size="sm" disabled={Boolean(disabledDate?.(today))} onClick={() => pick(today)}>
              {t('inputs.date.today')}
            </Button>
          </PanelFooter>
        </PopupPanel>
      </Popover.Portal>
    </Popover.Root>
  );
}

DatePicker.formBinding = { fieldKind: 'choice' } satisfies FieldBinding;

import * as Popover from '@radix-ui/react-popover';
import type { Dayjs } from 'dayjs';
import { useId, useRef, useState, type FocusEventHandler } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { dayjs } from '../../i18n/dayjs';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import { PopupPanel } from '../Select/Select.styles';
import type { FieldStatus, Size } from '../types';
import { CalendarHeader } from './CalendarHeader';
import { fromValue, parseDate, toValue } from './calendarModel';
import { Months, RangeSeparator } from './DatePicker.styles';
import { MonthGrid } from './MonthGrid';
import { PickerField, TypedInput } from './PickerField';

/** ['YYYY-MM-DD', 'YYYY-MM-DD'], start never after end. */
export type DateRange = [string, string];

export interface RangePickerProps {
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  disabledDate?: (date: Dayjs) => boolean;
  today?: string;
  placeholder?: [string, string];
  allowClear?: boolean;
  size?: Size;
  status?: FieldStatus;
  disabled?: boolean;
  id?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const ordered = (a: Dayjs, b: Dayjs): DateRange => {
  const [start, end] = a.isAfter(b, 'day') ? [b, a] : [a, b];
  return [toValue(start)!, toValue(end)!];
};

/** Said under the field when a typed end date is before the typed start date. */
const RangeError = styled.div`
  margin-top: ${(p) => p.theme.space.xxs};
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.color.error.text};
`;

/** Two typed inputs (开始日期 至 结束日期) and a two-month calendar: first click starts, second ends. */
export function RangePicker({
  value, defaultValue = null, onChange, disabledDate, today: todayProp, allowClear = true,
  placeholder = [t('inputs.date.startPlaceholder'), t('inputs.date.endPlaceholder')],
  size = 'md', status, disabled, id, onBlur, className, ...aria
}: RangePickerProps) {
  const [range, setRange] = useControllableValue<DateRange | null>(value, defaultValue, onChange);
  const today = todayProp ? dayjs(todayProp) : dayjs().startOf('day');
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<Dayjs>(() => (fromValue(range?.[0]) ?? today).startOf('month'));
  const [focused, setFocused] = useState<Dayjs>(() => fromValue(range?.[0]) ?? today);
  const [gridFocus, setGridFocus] = useState(false);
  const [pending, setPending] = useState<Dayjs | null>(null);
  const [hover, setHover] = useState<Dayjs | null>(null);
  const [drafts, setDrafts] = useState<[string | null, string | null]>([null, null]);
  // Typed dates in the wrong order are kept as typed (never swapped silently) and flagged.
  const [reversed, setReversed] = useState(false);
  const errorId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const groupLabel = aria['aria-label'];

  const focusDay = (day: Dayjs) => {
    setGridFocus(true);
    setFocused(day);
    if (pending) setHover(day);
    if (day.isBefore(view, 'month')) setView(day.startOf('month'));
    else if (day.isAfter(view.add(1, 'month'), 'month')) setView(day.subtract(1, 'month').startOf('month'));
  };
  const openPanel = (focusGrid: boolean) => {
    if (disabled) return;
    const start = fromValue(range?.[0]) ?? today;
    setView(start.startOf('month'));
    setFocused(start);
    setPending(null);
    setGridFocus(focusGrid);
    setOpen(true);
  };
  const pick = (day: Dayjs) => {
    setReversed(false);
    setDrafts([null, null]);
    if (!pending) {
      setPending(day);
      return;
    }
    setRange(ordered(pending, day));
    setPending(null);
    setOpen(false);
    startRef.current?.focus();
  };
  const commitDrafts = () => {
    if (drafts[0] == null && drafts[1] == null) return;
    const start = drafts[0] == null ? fromValue(range?.[0]) : parseDate(drafts[0]);
    const end = drafts[1] == null ? fromValue(range?.[1]) : parseDate(drafts[1]);
    // Half-typed ranges keep their drafts until the other end is valid too.
    if (drafts.every((d) => d === '' || d == null) && drafts.some((d) => d === '')) {
      setDrafts([null, null]);
      setRange(null);
    } else if (start && end && start.isAfter(end, 'day')) {
      setReversed(true);
    } else if (start && end) {
      setReversed(false);
      setDrafts([null, null]);
      setRange(ordered(start, end));
    }
  };
  const dayState = (day: Dayjs) => {
    const [start, end] = pending ? [pending, hover ?? pending] : [fromValue(range?.[0]), fromValue(range?.[1])];
    const [lo, hi] = start && end && start.isAfter(end) ? [end, start] : [start, end];
    const selected = Boolean((lo && day.isSame(lo, 'day')) || (hi && day.isSame(hi, 'day')));
    const inRange = Boolean(lo && hi && !day.isBefore(lo, 'day') && !day.isAfter(hi, 'day'));
    return { selected, inRange, disabled: Boolean(disabledDate?.(day)) };
  };
  const input = (index: 0 | 1) => (
    <TypedInput
      ref={index === 0 ? startRef : undefined}
      id={index === 0 ? id : undefined}
      aria-label={groupLabel ? `${groupLabel} ${placeholder[index]}` : placeholder[index]}
      aria-labelledby={aria['aria-labelledby']}
      aria-describedby={[aria['aria-describedby'], reversed ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      aria-invalid={reversed || aria['aria-invalid']}
      status={status}
      disabled={disabled}
      placeholder={placeholder[index]}
      text={drafts[index] ?? range?.[index] ?? ''}
      onType={(text) => setDrafts((d) => (index === 0 ? [text, d[1]] : [d[0], text]))}
      open={open}
      onOpen={openPanel}
      onCommit={commitDrafts}
      onClose={() => setOpen(false)}
      onBlur={onBlur}
    />
  );

  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <Popover.Anchor asChild>
        <PickerField boxRef={boxRef} size={size} status={reversed ? 'error' : status} disabled={disabled} className={className} icon="calendar"
          openLabel={t('inputs.date.open')} onOpen={() => openPanel(true)} showClear={Boolean(allowClear && range)}
          onClear={() => { setRange(null); setDrafts([null, null]); setReversed(false); startRef.current?.focus(); }}>
          {input(0)}
          <RangeSeparator aria-hidden>{t('inputs.date.separator')}</RangeSeparator>
          {input(1)}
        </PickerField>
      </Popover.Anchor>
      <Popover.Portal>
        <PopupPanel align="start" sideOffset={4} data-overlay aria-label={t('inputs.date.rangeCalendar')}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => { event.preventDefault(); startRef.current?.focus(); }}
          onInteractOutside={(event) => boxRef.current?.contains(event.target as Node) && event.preventDefault()}
          onMouseLeave={() => setHover(null)}>
          <CalendarHeader months={[view, view.add(1, 'month')]}
            onShift={(amount, unit) => { setGridFocus(false); setView((v) => v.add(amount, unit)); setFocused((d) => d.add(amount, unit)); }} />
          <Months>
            {[view, view.add(1, 'month')].map((month) => (
              <MonthGrid key={month.format('YYYY-MM')} month={month} focused={focused} today={today} autoFocus={gridFocus}
                hideOutside dayState={dayState} onFocusDay={focusDay} onPick={pick} onHoverDay={(day) => pending && setHover(day)} />
            ))}
          </Months>
        </PopupPanel>
      </Popover.Portal>
      {reversed && <RangeError id={errorId} role="alert">{t('lists.dateRangeReversed')}</RangeError>}
    </Popover.Root>
  );
}

RangePicker.formBinding = { fieldKind: 'choice' } satisfies FieldBinding;

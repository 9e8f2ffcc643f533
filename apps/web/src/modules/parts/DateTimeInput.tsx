/** A datetime field: DatePicker + TimePicker side by side, one 'YYYY-MM-DD HH:mm:ss' value. */
import { useState, type FocusEventHandler, type Ref } from 'react';
import styled from 'styled-components';
import { DatePicker, TimePicker } from '../../../../../src/components/DatePicker';
import type { FieldBinding } from '../../../../../src/components/Form';
import type { FieldStatus } from '../../../../../src/components/types';
import { t } from '../../../../../src/i18n';

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${(p) => p.theme.space.xs};
`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateTimeInputProps {
  /** The field's label: names the time half. */
  label: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  status?: FieldStatus;
  disabled?: boolean;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export function DateTimeInput({ label, value, onChange, onBlur, id, ref, status, disabled, ...aria }: DateTimeInputProps) {
  const date = value && DAY.test(value.slice(0, 10)) ? value.slice(0, 10) : null;
  // A time chosen before its day waits here until the day is picked.
  const [pendingTime, setPendingTime] = useState<string | null>(null);
  const time = date ? (value!.length >= 16 ? value!.slice(11, 19) : null) : pendingTime;
  const emit = (nextDate: string | null, nextTime: string | null) => {
    setPendingTime(nextDate ? null : nextTime);
    onChange?.(nextDate ? `${nextDate} ${nextTime ?? '00:00:00'}` : null);
  };
  return (
    <Pair>
      <DatePicker id={id} ref={ref} value={date} onChange={(d) => emit(d, time)} onBlur={onBlur} status={status} disabled={disabled} {...aria} />
      <TimePicker value={time} onChange={(next) => emit(date, next)} status={status} disabled={disabled}
        aria-label={t('modules.timeOf', { label })} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']} />
    </Pair>
  );
}

DateTimeInput.formBinding = { fieldKind: 'choice' } satisfies FieldBinding;

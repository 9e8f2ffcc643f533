/**
 * Month and quarter pickers: a whole calendar period, `'YYYY-MM'` or `'YYYY-Qn'` (the report
 * engine's `month` / `quarter` values). A year header and a grid of 12 months or 4 quarters;
 * periods after `max` (by default the current one) are disabled, so nothing not begun is picked.
 */
import * as Popover from '@radix-ui/react-popover';
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import { dayjs } from '../../i18n/dayjs';
import { Icon } from '../../icons';
import { Button } from '../Button';
import type { FieldBinding } from '../Form/FormField';
import { useControllableValue } from '../Form/useControllableValue';
import { PopupPanel } from '../Select/Select.styles';
import type { FieldStatus, Size } from '../types';
import { CalendarHeader, CalendarTitle, DayButton, NavButton, PanelFooter } from './DatePicker.styles';
import { PickerField, PickerInput } from './PickerField';

export type PeriodKind = 'month' | 'quarter';

const Cells = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, 1fr);
  gap: ${(p) => p.theme.space.xs};
  padding-top: ${(p) => p.theme.space.xs};
`;
const Cell = styled(DayButton)`
  width: auto;
  min-width: calc(${(p) => p.theme.space.xl} * 2);
  padding: 0 ${(p) => p.theme.space.xs};
`;

const PER_YEAR = { month: 12, quarter: 4 } as const;

/** The period value of index i (0-based) of a year. */
export function periodValue(kind: PeriodKind, year: number, i: number): string {
  return kind === 'month' ? `${year}-${String(i + 1).padStart(2, '0')}` : `${year}-Q${i + 1}`;
}

/** The period of a day ('YYYY-MM-DD' or a Dayjs). */
export function periodOfDay(kind: PeriodKind, day: string | ReturnType<typeof dayjs>): string {
  const d = dayjs(day);
  return periodValue(kind, d.year(), kind === 'month' ? d.month() : Math.floor(d.month() / 3));
}

/** 2026年10月 / 2026年第3季度 (or '' for a malformed value). */
export function periodLabel(kind: PeriodKind, value: string | null | undefined): string {
  const m = value ? (kind === 'month' ? /^(\d{4})-(\d{2})$/ : /^(\d{4})-Q([1-4])$/).exec(value) : null;
  if (!m) return '';
  return kind === 'month' ? t('inputs.period.month', { year: m[1]!, month: Number(m[2]) }) : t('inputs.period.quarter', { year: m[1]!, quarter: m[2]! });
}

export interface PeriodPickerProps {
  kind: PeriodKind;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The latest period offered; defaults to the one of `today`. */
  max?: string;
  /** The day treated as today ('YYYY-MM-DD'); defaults to the real date (stories pin it). */
  today?: string;
  placeholder?: string;
  allowClear?: boolean;
  size?: Size;
  status?: FieldStatus;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function PeriodPicker({
  kind, value, defaultValue = null, onChange, max: maxProp, today: todayProp, placeholder, allowClear = false,
  size = 'md', status, disabled, id, name, className, ...aria
}: PeriodPickerProps) {
  const [current, setCurrent] = useControllableValue<string | null>(value, defaultValue, onChange);
  const today = todayProp ? dayjs(todayProp) : dayjs();
  const max = maxProp ?? periodOfDay(kind, today);
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(() => Number((current ?? max).slice(0, 4)));
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const count = PER_YEAR[kind];

  const openPanel = () => {
    if (disabled) return;
    setYear(Number((current ?? max).slice(0, 4)));
    setOpen(true);
  };
  const pick = (next: string | null) => {
    setCurrent(next);
    setOpen(false);
    inputRef.current?.focus();
  };
  // Arrow keys move between the cells of the year (a roving focus over the buttons).
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -(kind === 'month' ? 3 : 2), ArrowDown: kind === 'month' ? 3 : 2 }[event.key];
    if (!step) return;
    event.preventDefault();
    const cells = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = cells.indexOf(document.activeElement as HTMLButtonElement);
    cells[Math.min(cells.length - 1, Math.max(0, at + step))]?.focus();
  };
  const short = (i: number) => (kind === 'month' ? t('inputs.period.monthShort', { month: i + 1 }) : t('inputs.period.quarterShort', { quarter: i + 1 }));

  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && setOpen(false)}>
      <Popover.Anchor asChild>
        <PickerField boxRef={boxRef} size={size} status={status} disabled={disabled} className={className} icon="calendar"
          openLabel={t(kind === 'month' ? 'inputs.period.openMonth' : 'inputs.period.openQuarter')} onOpen={openPanel}
          showClear={Boolean(allowClear && current)} onClear={() => pick(null)}>
          <PickerInput ref={inputRef} id={id} name={name} {...aria} readOnly autoComplete="off" disabled={disabled}
            placeholder={placeholder ?? t(kind === 'month' ? 'inputs.period.monthPlaceholder' : 'inputs.period.quarterPlaceholder')}
            value={periodLabel(kind, current)} onClick={() => !open && openPanel()}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'Enter') { event.preventDefault(); openPanel(); }
            }} />
        </PickerField>
      </Popover.Anchor>
      <Popover.Portal>
        <PopupPanel align="start" sideOffset={4} data-overlay aria-label={t(kind === 'month' ? 'inputs.period.monthPanel' : 'inputs.period.quarterPanel', { year })}
          onOpenAutoFocus={(event) => { event.preventDefault(); (gridRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]') ?? gridRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus(); }}
          onCloseAutoFocus={(event) => { event.preventDefault(); inputRef.current?.focus(); }}
          onInteractOutside={(event) => boxRef.current?.contains(event.target as Node) && event.preventDefault()}>
          <CalendarHeader>
            <NavButton type="button" aria-label={t('inputs.date.prevYear')} onClick={() => setYear((y) => y - 1)}><Icon name="chevronLeft" size="sm" /></NavButton>
            <CalendarTitle aria-live="polite">{t('inputs.period.year', { year })}</CalendarTitle>
            <NavButton type="button" aria-label={t('inputs.date.nextYear')} disabled={String(year + 1) > max.slice(0, 4)} onClick={() => setYear((y) => y + 1)}><Icon name="chevronRight" size="sm" /></NavButton>
          </CalendarHeader>
          <Cells ref={gridRef} $columns={kind === 'month' ? 3 : 2} role="group" aria-label={t(kind === 'month' ? 'inputs.period.monthPanel' : 'inputs.period.quarterPanel', { year })} onKeyDown={onKey}>
            {Array.from({ length: count }, (_, i) => {
              const v = periodValue(kind, year, i);
              return (
                <Cell key={v} type="button" $selected={v === current} $outside={false} $today={v === periodOfDay(kind, today)}
                  aria-pressed={v === current} aria-label={periodLabel(kind, v)} disabled={v > max} onClick={() => pick(v)}>
                  {short(i)}
                </Cell>
              );
            })}
          </Cells>
          <PanelFooter>
            <Button variant="link" size="sm" disabled={periodOfDay(kind, today) > max} onClick={() => pick(periodOfDay(kind, today))}>
              {t(kind === 'month' ? 'inputs.period.thisMonth' : 'inputs.period.thisQuarter')}
            </Button>
          </PanelFooter>
        </PopupPanel>
      </Popover.Portal>
    </Popover.Root>
  );
}

PeriodPicker.formBinding = { fieldKind: 'choice' } satisfies FieldBinding;

/** Month picker: 'YYYY-MM'. */
export const MonthPicker = (props: Omit<PeriodPickerProps, 'kind'>) => <PeriodPicker kind="month" {...props} />;
MonthPicker.formBinding = PeriodPicker.formBinding;
/** Quarter picker: 'YYYY-Qn'. */
export const QuarterPicker = (props: Omit<PeriodPickerProps, 'kind'>) => <PeriodPicker kind="quarter" {...props} />;
QuarterPicker.formBinding = PeriodPicker.formBinding;

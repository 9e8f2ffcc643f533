import type { Dayjs } from 'dayjs';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { t } from '../../i18n';
import { monthGrid, moveByKey, weekdayNames } from './calendarModel';
import { DayButton, DayCell, Grid } from './DatePicker.styles';

export interface DayState {
  selected: boolean;
  inRange: boolean;
  disabled: boolean;
}

interface MonthGridProps {
  month: Dayjs;
  focused: Dayjs;
  today: Dayjs;
  /** Moves keyboard focus into the grid when it (re)renders with a new focused day. */
  autoFocus: boolean;
  /** Leave days of the neighbouring months blank (two-month range view). */
  hideOutside?: boolean;
  dayState: (day: Dayjs) => DayState;
  onFocusDay: (day: Dayjs) => void;
  onPick: (day: Dayjs) => void;
  onHoverDay?: (day: Dayjs) => void;
}

/** One month as an ARIA grid: one tabbable day (roving tabindex), arrows/Home/End/PageUp/PageDown move. */
export function MonthGrid({ month, focused, today, autoFocus, hideOutside, dayState, onFocusDay, onPick, onHoverDay }: MonthGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const focusedKey = focused.format('YYYY-MM-DD');
  const ownsFocus = focused.isSame(month, 'month');

  useEffect(() => {
    if (!autoFocus || !ownsFocus) return;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedKey}"]`)?.focus();
  }, [autoFocus, ownsFocus, focusedKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveByKey(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onFocusDay(next);
  };

  return (
    <Grid ref={tableRef} role="grid" aria-label={t('inputs.date.calendar', { year: month.year(), month: month.month() + 1 })} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weekdayNames().map((day) => (
            <th key={day.long} scope="col" abbr={day.long}>{day.short}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0].format('YYYY-MM-DD')}>
            {week.map((day) => {
              const key = day.format('YYYY-MM-DD');
              const state = dayState(day);
              const outside = !day.isSame(month, 'month');
              if (outside && hideOutside) return <td key={key} role="gridcell" />;
              return (
                <DayCell key={key} role="gridcell" aria-selected={state.selected} $inRange={state.inRange && !outside} $edge={state.selected}>
                  <DayButton
                    type="button"
                    data-day={key}
                    tabIndex={ownsFocus && key === focusedKey ? 0 : -1}
                    aria-label={day.format('YYYY年M月D日 dddd')}
                    aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                    disabled={state.disabled}
                    $selected={state.selected}
                    $outside={outside}
                    $today={day.isSame(today, 'day')}
                    onClick={() => onPick(day)}
                    onMouseEnter={() => onHoverDay?.(day)}
                  >
                    {day.date()}
                  </DayButton>
                </DayCell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

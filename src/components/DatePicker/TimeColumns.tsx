import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { t } from '../../i18n';
import { ColumnTitle, TimeCell, TimeColumn, TimeColumns as Columns } from './DatePicker.styles';
import { columnValues, type TimeParts } from './timeModel';

interface TimeColumnsProps {
  parts: TimeParts | null;
  units: 2 | 3;
  minuteStep?: number;
  autoFocus: boolean;
  onChange: (parts: TimeParts) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const titles = () => [t('inputs.date.hour'), t('inputs.date.minute'), t('inputs.date.second')];

/** 时 / 分 / 秒 as listboxes: ArrowUp/Down change the value, ArrowLeft/Right switch column. */
export function TimeColumns({ parts, units, minuteStep = 1, autoFocus, onChange }: TimeColumnsProps) {
  const baseId = useId();
  const refs = useRef<(HTMLUListElement | null)[]>([]);
  const current: TimeParts = parts ?? [0, 0, 0];

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);
  useEffect(() => {
    // Keep each column's selected value at the top of its scroll area.
    refs.current.forEach((list) => {
      const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (list && selected) list.scrollTop = selected.offsetTop;
    });
  }, [parts]);

  const setUnit = (unit: number, value: number) => {
    const next = [...current] as TimeParts;
    next[unit] = value;
    onChange(next);
  };
  const onKeyDown = (unit: number, values: number[]) => (event: KeyboardEvent<HTMLUListElement>) => {
    const index = Math.max(0, values.indexOf(current[unit]));
    const moves: Record<string, () => void> = {
      ArrowDown: () => setUnit(unit, values[(index + 1) % values.length]),
      ArrowUp: () => setUnit(unit, values[(index - 1 + values.length) % values.length]),
      Home: () => setUnit(unit, values[0]),
      End: () => setUnit(unit, values[values.length - 1]),
      ArrowRight: () => refs.current[Math.min(units - 1, unit + 1)]?.focus(),
      ArrowLeft: () => refs.current[Math.max(0, unit - 1)]?.focus(),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <Columns>
      {titles().slice(0, units).map((title, unit) => {
        const values = columnValues(unit as 0 | 1 | 2, unit === 0 ? 1 : minuteStep);
        const optionId = (value: number) => `${baseId}-${unit}-${value}`;
        return (
          <div key={title}>
            <ColumnTitle aria-hidden>{title}</ColumnTitle>
            <TimeColumn
              ref={(node) => { refs.current[unit] = node; }}
              role="listbox"
              aria-label={title}
              tabIndex={0}
              aria-activedescendant={parts ? optionId(current[unit]) : undefined}
              onKeyDown={onKeyDown(unit, values)}
            >
              {values.map((value) => (
                <TimeCell key={value} id={optionId(value)} role="option" aria-selected={Boolean(parts) && current[unit] === value}
                  $selected={Boolean(parts) && current[unit] === value} onClick={() => setUnit(unit, value)}>
                  {pad(value)}
                </TimeCell>
              ))}
            </TimeColumn>
          </div>
        );
      })}
    </Columns>
  );
}

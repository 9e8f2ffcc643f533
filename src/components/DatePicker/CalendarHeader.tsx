import type { Dayjs } from 'dayjs';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import { CalendarHeader as Bar, CalendarTitle, NavButton } from './DatePicker.styles';

/** 上一年 / 上个月 · 2026年11月 · 下个月 / 下一年; the title is announced when the month changes. */
export function CalendarHeader({ months, onShift }: { months: Dayjs[]; onShift: (amount: number, unit: 'month' | 'year') => void }) {
  return (
    <Bar>
      <NavButton type="button" aria-label={t('inputs.date.prevYear')} onClick={() => onShift(-1, 'year')}>
        <Icon name="chevronLeft" size="sm" /><Icon name="chevronLeft" size="sm" />
      </NavButton>
      <NavButton type="button" aria-label={t('inputs.date.prevMonth')} onClick={() => onShift(-1, 'month')}>
        <Icon name="chevronLeft" size="sm" />
      </NavButton>
      {months.map((month) => (
        <CalendarTitle key={month.format('YYYY-MM')} aria-live="polite">
          {t('inputs.date.title', { year: month.year(), month: month.month() + 1 })}
        </CalendarTitle>
      ))}
      <NavButton type="button" aria-label={t('inputs.date.nextMonth')} onClick={() => onShift(1, 'month')}>
        <Icon name="chevronRight" size="sm" />
      </NavButton>
      <NavButton type="button" aria-label={t('inputs.date.nextYear')} onClick={() => onShift(1, 'year')}>
        <Icon name="chevronRight" size="sm" /><Icon name="chevronRight" size="sm" />
      </NavButton>
    </Bar>
  );
}

/** What each board widget says about the time it covers (dates in zh-cn). */
import { dayjs } from '../../../../../src/i18n/dayjs';
import { t } from '../../../../../src/i18n';
import type { Widget, WidgetPeriod } from '../../../../catalogue/src';

export interface BoardRange {
  startDate: string;
  endDate: string;
  days: number;
}

export function periodOf(widget: Widget): WidgetPeriod {
  if (widget.period) return widget.period;
  return widget.kind === 'stat' ? 'day' : widget.kind === 'forecast' ? 'forecast' : 'range';
}

const short = (date: string) => dayjs(date).format('M月D日');

export function periodLabel(widget: Widget, range: BoardRange): string {
  switch (periodOf(widget)) {
    case 'day': return t('modules.board.periodDay', { date: short(range.endDate) });
    case 'current': return t('modules.board.periodCurrent');
    case 'forecast': return t('modules.board.periodForecast', { date: short(range.endDate) });
    case 'range': return t('modules.board.periodRange', { days: range.days, start: short(range.startDate), end: short(range.endDate) });
  }
}

/** The board's range ending at the last day with data. */
export function boardRange(end: string, days: number): BoardRange {
  return { startDate: dayjs(end).subtract(days - 1, 'day').format('YYYY-MM-DD'), endDate: end, days };
}

export { DatePicker, type DatePickerProps } from './DatePicker';
export { RangePicker, type RangePickerProps, type DateRange } from './RangePicker';
export { DATE_FORMAT, parseDate } from './calendarModel';
export { TimePicker, type TimePickerProps } from './TimePicker';
export { parseTime, formatTime, type TimeFormat } from './timeModel';
export { PeriodPicker, MonthPicker, QuarterPicker, periodLabel, periodOfDay, periodValue, type PeriodKind, type PeriodPickerProps } from './PeriodPicker';

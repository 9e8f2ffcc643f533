export { DatePicker, type DatePickerProps } from './DatePicker';
export { RangePicker, type RangePickerProps, type DateRange } from './RangePicker';
export { DATE_FORMAT, parseDate } from './calendarModel';

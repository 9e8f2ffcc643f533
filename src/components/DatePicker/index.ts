export { DatePicker, type DatePickerProps } from './DatePicker';
export { DATE_FORMAT, parseDate } from './calendarModel';

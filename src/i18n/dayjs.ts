/**
 * dayjs in Chinese (zh-cn): dates everywhere come from here. Apart from the message catalogue
 * (index.ts), so screens that show no dates (the login form) do not load it (decision 0205).
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export { dayjs };

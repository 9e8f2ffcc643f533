/** 提醒设置: how many days before its end a performing contract shows as expiring (board, report, shell notices). */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { SYSTEM, xmhtFamily } from './shared';

export const DEFAULT_REMIND_DAYS = 30;

export const reminder: ResourceDefinition = {
  key: 'reminder', name: '到期提醒设置', system: SYSTEM, endpoints: xmhtFamily('reminder'),
  singleton: { get: 'get', save: 'save' },
  sort: { field: 'remindDays', dir: 'asc' }, labelField: 'remindDays', operations: ['edit'],
  fields: [
    field.integer('remindDays', '提前提醒天数', { unit: '天', rules: { required: true, min: 1, max: 365 }, defaultValue: DEFAULT_REMIND_DAYS }),
    field.boolean('notice', '发送系统通知', { rules: { required: true }, defaultValue: true }),
  ],
};

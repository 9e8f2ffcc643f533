/**
 * 租户常量 (tenant constants, spec "tenant constants get and update (POST)"): one record per
 * tenant — the platform's name, its city (which the weather reads) and the working day — kept
 * as a settings resource with its change history (docs/decisions/0113).
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { family, MGMT, XTGL } from './shared';

export const tenantConstant: ResourceDefinition = {
  key: 'tenantConstant', name: '租户常量', system: XTGL, endpoints: family(`${MGMT}/tenantConstant`),
  // The spec's get and update are both POST; a GET of get answers too (server folder).
  singleton: { get: 'get', save: 'update', getMethod: 'POST' },
  sort: { field: 'platformName', dir: 'asc' }, labelField: 'platformName', operations: ['edit'],
  fields: [
    field.text('platformName', '平台名称', { rules: { required: true, maxLength: 40 }, defaultValue: '城市公共服务管理平台' }),
    field.text('orgName', '运营单位全称', { rules: { required: true, maxLength: 60 } }),
    field.text('cityName', '所在城市', { rules: { required: true, maxLength: 20, pattern: '^[\\u4e00-\\u9fa5]{2,20}$', patternMessage: '城市名称为 2–20 个汉字' } }),
    field.text('cityCode', '城市区划代码', { rules: { required: true, pattern: '^\\d{6}$', patternMessage: '城市区划代码为 6 位数字，如 330100' } }),
    field.coordinates('cityCentre', '城市中心点', { rules: { required: true } }),
    field.time('workStart', '作业日开始', { rules: { required: true, ...patterns.hhmm }, defaultValue: '05:00' }),
    field.time('workEnd', '作业日结束', { rules: { required: true, ...patterns.hhmm }, defaultValue: '21:30' }),
    // Service lines are often short numbers (12319) or 400 numbers, beside ordinary phones.
    field.text('serviceHotline', '服务热线', {
      rules: { required: true, pattern: '^(\\d{5}|1[3-9]\\d{9}|0\\d{2,3}-?\\d{5,8}|400-?\\d{3}-?\\d{4})$', patternMessage: '服务热线为 5 位服务号码、400 号码、手机号或带区号的座机号' },
    }),
    field.integer('logRetentionDays', '日志保留天数', { unit: '天', rules: { required: true, min: 180, max: 3650 }, defaultValue: 365 }),
    field.enum('defaultPageSize', '列表默认每页', 'pageSize', { rules: { required: true }, defaultValue: '10' }),
    field.boolean('weatherEnabled', '工作台显示天气', { rules: { required: true }, defaultValue: true }),
  ],
  recordRules: [{ kind: 'gte', field: 'workEnd', other: 'workStart', message: '作业日结束不能早于开始' }],
};

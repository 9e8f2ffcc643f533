/**
 * 垃圾分类 sorting quality under /envcloud/hw/jlzs/api/v1: the monthly quality index of each street,
 * villages and 美丽乡村, life-garbage scores, key units, source reduction and the settings.
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, CRUD, jlzs, SYSTEM } from './shared';

/** 分类质量指数 (index*): a street's month — participation, accuracy, recycling and the composite index. */
export const qualityIndex: ResourceDefinition = {
  key: 'qualityIndex', name: '分类质量指数', system: SYSTEM, endpoints: jlzs('index'),
  sort: { field: 'statMonth', dir: 'desc' }, labelField: 'statMonth', operations: CRUD,
  fields: [
    common.region(),
    common.month(),
    common.percent('participationRate', '参与率'),
    common.percent('accuracyRate', '投放准确率'),
    common.percent('recyclingRate', '回收利用率'),
    common.percent('reductionRate', '减量率'),
    field.number('indexValue', '综合指数', { unit: '分', rules: { required: true, min: 0, max: 100, precision: 1 }, important: true }),
    common.remark(),
  ],
};

/** 村庄分类 (village): rural sorting of each village. */
export const village: ResourceDefinition = {
  key: 'village', name: '村庄', system: SYSTEM, endpoints: jlzs('village'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: CRUD,
  fields: [
    field.text('name', '村庄名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    common.region('所属街道（镇）'),
    field.integer('households', '总户数', { unit: '户', rules: { required: true, min: 1, max: 100_000 } }),
    field.integer('sortingHouseholds', '参与分类户数', { unit: '户', rules: { required: true, min: 0, max: 100_000 } }),
    field.enum('handleMode', '处理模式', 'villageMode', { rules: { required: true }, filter: 'eq' }),
    field.integer('stationCount', '收集点数', { unit: '个', rules: { min: 0, max: 500 } }),
    field.enum('rating', '村庄评定', 'villageRating', { rules: { required: true }, filter: 'eq' }),
    field.text('leader', '村分类负责人', { rules: { maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { ...patterns.phone } }),
  ],
  recordRules: [{ kind: 'gte', field: 'households', other: 'sortingHouseholds', message: '参与分类户数不能大于总户数' }],
};

/** 生活垃圾评分 (lifeScore): a street's monthly assessment score by item. */
export const lifeScore: ResourceDefinition = {
  key: 'lifeScore', name: '生活垃圾评分', system: SYSTEM, endpoints: jlzs('lifeScore'),
  sort: { field: 'statMonth', dir: 'desc' }, labelField: 'statMonth', operations: CRUD,
  fields: [
    common.region(),
    common.month('statMonth', '考核月份'),
    field.number('facilityScore', '设施配置得分', { unit: '分', rules: { required: true, min: 0, max: 30, precision: 1 } }),
    field.number('sortingScore', '分类投放得分', { unit: '分', rules: { required: true, min: 0, max: 40, precision: 1 } }),
    field.number('collectScore', '收运处置得分', { unit: '分', rules: { required: true, min: 0, max: 30, precision: 1 } }),
    field.number('totalScore', '总分', { unit: '分', readonly: true, derived: { kind: 'sum', of: ['facilityScore', 'sortingScore', 'collectScore'] }, rules: { min: 0, max: 100, precision: 1 }, important: true }),
    field.text('assessor', '考核人', { rules: { required: true, maxLength: 20 } }),
    common.remark(),
  ],
};

/** 美丽乡村 (mlxc): villages building the 美丽乡村 title with sorting as a criterion. */
export const mlxc: ResourceDefinition = {
  key: 'mlxc', name: '美丽乡村', system: SYSTEM, endpoints: jlzs('mlxc'),
  sort: { field: 'year', dir: 'desc' }, labelField: 'villageName', operations: CRUD,
  fields: [
    field.text('villageName', '村庄名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    common.region('所属街道（镇）'),
    field.integer('year', '创建年度', { rules: { required: true, min: 2015, max: 2035 }, filter: 'eq' }),
    field.enum('level', '创建等级', 'mlxcLevel', { rules: { required: true }, filter: 'eq' }),
    common.percent('sortingCoverage', '分类覆盖率'),
    field.number('investment', '投入资金', { unit: '万元', rules: { min: 0, max: 100_000, precision: 2 } }),
    field.enum('state', '创建状态', 'mlxcState', { rules: { required: true }, filter: 'eq', defaultValue: 'building' }),
    field.date('acceptDate', '验收日期', { rules: { minDate: '2015-01-01', maxDaysAhead: 0 } }),
  ],
};

/** 重点单位 (major): institutions with mandatory sorting, checked on site. */
export const major: ResourceDefinition = {
  key: 'major', name: '重点单位', system: SYSTEM, endpoints: jlzs('major'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: CRUD,
  fields: [
    field.text('name', '单位名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like' }),
    field.enum('majorType', '单位类型', 'majorType', { rules: { required: true }, filter: 'eq' }),
    common.region(),
    field.text('contact', '分类管理员', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.number('dailyOutput', '日均产生量', { unit: 'kg', rules: { min: 0, max: 100_000, precision: 1 } }),
    field.date('checkDate', '最近检查日期', { rules: { minDate: '2020-01-01', maxDaysAhead: 0 } }),
    field.enum('checkResult', '检查结果', 'checkResult', { filter: 'eq' }),
  ],
};

/** 源头减量 (sourceReduce): a street's monthly reduction by measure. */
export const sourceReduce: ResourceDefinition = {
  key: 'sourceReduce', name: '源头减量', system: SYSTEM, endpoints: jlzs('sourceReduce'),
  sort: { field: 'statMonth', dir: 'desc' }, labelField: 'statMonth', operations: CRUD,
  fields: [
    common.region(),
    common.month(),
    field.enum('measure', '减量措施', 'reduceMeasure', { rules: { required: true }, filter: 'eq' }),
    field.number('reducedWeight', '减量', { unit: '吨', rules: { required: true, min: 0, max: 10_000, precision: 2 } }),
    field.integer('participants', '参与主体数', { unit: '家', rules: { min: 0, max: 100_000 } }),
    field.textarea('description', '措施说明', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

/** 分类配置 (config): the office's targets and points rule, one record per tenant. */
export const config: ResourceDefinition = {
  key: 'config', name: '分类配置', system: SYSTEM, endpoints: jlzs('config'),
  singleton: { get: 'get', save: 'save' },
  sort: { field: 'accuracyTarget', dir: 'asc' }, labelField: 'accuracyTarget', operations: ['edit'],
  fields: [
    field.number('accuracyTarget', '投放准确率目标', { unit: '%', rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 90 }),
    field.number('recyclingTarget', '回收利用率目标', { unit: '%', rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 40 }),
    field.number('reductionTarget', '减量率目标', { unit: '%', rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 5 }),
    field.number('passScore', '评分合格线', { unit: '分', rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 80 }),
    field.integer('pointsPerKg', '每公斤积分', { unit: '分', rules: { required: true, min: 0, max: 100 }, defaultValue: 2 }),
    field.integer('dailyPointsCap', '每日积分上限', { unit: '分', rules: { required: true, min: 1, max: 1000 }, defaultValue: 50 }),
    field.integer('reportDay', '月报截止日', { unit: '日', rules: { required: true, min: 1, max: 28 }, defaultValue: 5 }),
  ],
};

/** 再生资源监管 master data: customers (where recyclables come from), sites (where they go), the category tree. */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, lookups, SYSTEM, zyFamily } from './shared';

const status = () => field.enum('status', '状态', 'zyStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' });

/** 客户 (also getCustomerList): an enterprise, shop, estate or office handing over recyclables. */
export const customer: ResourceDefinition = {
  key: 'customer', name: '客户', system: SYSTEM, endpoints: zyFamily('customer', { overrides: { options: { name: 'getCustomerList' } } }),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '客户编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '客户编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
    field.text('name', '客户名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.enum('customerType', '客户类型', 'zyCustomerType', { rules: { required: true }, filter: 'eq' }),
    field.text('creditCode', '统一社会信用代码', { rules: { maxLength: 18, ...patterns.creditCode }, show: ['form', 'detail'] }),
    field.text('contact', '联系人', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.lookup('regionId', '所属街道', lookups.region, { rules: { required: true }, filter: 'eq' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.point('location', '位置', { show: ['form', 'detail'] }),
    field.date('signDate', '签约日期', { rules: { minDate: '2000-01-01', maxDaysAhead: 0 } }),
    status(),
    common.remark(),
    common.createTime(),
  ],
};

/** 回收站点 (also getSiteList): a collection station, transfer station or sorting centre. */
export const site: ResourceDefinition = {
  key: 'site', name: '回收站点', system: SYSTEM, endpoints: zyFamily('site', { overrides: { options: { name: 'getSiteList' } } }),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '站点编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '站点编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
    field.text('name', '站点名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.enum('siteType', '站点类型', 'zySiteType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('regionId', '所属街道', lookups.region, { rules: { required: true }, filter: 'eq' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.point('location', '位置', { rules: { required: true }, show: ['form', 'detail'] }),
    field.text('manager', '负责人', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.number('area', '占地面积', { unit: '平方米', rules: { min: 1, max: 100_000, precision: 1 } }),
    field.number('capacity', '日处理能力', { unit: '吨', rules: { required: true, min: 0.1, max: 5_000, precision: 1 } }),
    field.text('licenceNo', '经营许可证号', { rules: { maxLength: 30 }, show: ['form', 'detail'] }),
    status(),
    common.remark(),
    common.createTime(),
  ],
};

/**
 * 资源类别: categories (废纸、废塑料…) and their sub-categories (黄板纸、PET 瓶…) as one tree,
 * with a guide price per kilogram; subPageList / getCategoryList / getSubCategoryList read it.
 */
export const resourcesCategory: ResourceDefinition = {
  key: 'resourcesCategory', name: '资源类别', system: SYSTEM, endpoints: zyFamily('resourcesCategory'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  tree: { parentField: 'parentId', call: 'getCategoryTree' },
  fields: [
    field.text('name', '类别名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.lookup('parentId', '上级类别', lookups.category, { filter: 'eq' }),
    field.text('code', '类别编码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类别编码只能包含大写字母、数字和“-”' } }),
    field.number('guidePrice', '指导价', { unit: '元/kg', rules: { min: 0, max: 1_000, precision: 2 } }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
    common.remark(),
  ],
};

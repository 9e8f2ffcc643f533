/**
 * 设施 (高杰 calls): the platform's shared facilities as this system keeps them (设施信息, the
 * same rows 垃圾收运 collects from) and their depreciation cards. A card holds 原值, 残值 and
 * 折旧年限; the server derives 应计折旧额 and the straight-line schedule (reports.ts).
 */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { view } from '../../model/resource';
import { platformLookups, platformResource } from '../../platform';
import { common, gaojieFamily, SYSTEM } from './shared';

const CRUD_IO = ['create', 'edit', 'delete', 'import', 'export'] as const;

/** 设施信息: pageList / save / update / delete / import / export over platform facilities. */
export const facilityInfo: ResourceDefinition = view(platformResource.facility, {
  key: 'facilityInfo', name: '设施', system: SYSTEM, endpoints: gaojieFamily('facilityInfo'), operations: CRUD_IO,
  // What the asset keeper adds about a shared facility: when it was built, its size and who answers for it.
  extend: [
    field.date('builtDate', '建成日期', { rules: { minDate: '1950-01-01', maxDaysAhead: 0 } }),
    field.number('floorArea', '占地面积', { unit: '平方米', rules: { min: 0, max: 1_000_000, precision: 1 } }),
    field.lookup('keeperId', '管理责任人', platformLookups.staff, { filter: 'eq' }),
  ],
  fields: ['code', 'name', 'facilityType', 'address', 'location', 'companyId', 'builtDate', 'floorArea', 'keeperId', 'status', 'createTime'],
});

/** 设施折旧: one depreciation card per facility (straight-line, monthly from the start month). */
export const facilityDepreciation: ResourceDefinition = {
  key: 'facilityDepreciation', name: '设施折旧', system: SYSTEM, endpoints: gaojieFamily('facilityDepreciation'),
  sort: { field: 'startDate', dir: 'desc' }, labelField: 'cardNo', operations: CRUD_IO,
  recordRules: [{ kind: 'gte', field: 'originalValue', other: 'residualValue', message: '残值不能大于原值' }],
  fields: [
    field.text('cardNo', '卡片编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '卡片编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.lookup('facilityId', '设施', platformLookups.facility, { rules: { required: true, unique: true }, filter: 'eq', indexed: true }),
    common.money('originalValue', '原值'),
    common.money('residualValue', '预计残值'),
    field.integer('usefulYears', '折旧年限', { unit: '年', rules: { required: true, min: 1, max: 50 } }),
    field.date('startDate', '开始计提', { rules: { required: true, minDate: '1990-01-01' }, filter: 'range' }),
    field.number('depreciableValue', '应计折旧额', { unit: '元', readonly: true, derived: { kind: 'difference', of: ['originalValue', 'residualValue'] } }),
    common.remark(),
    common.createTime(),
  ],
};

/** Enums of the tenant's shared master data (any system's fields may use them). */
import type { EnumDefinition } from '../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const platformEnums: readonly EnumDefinition[] = [
  e('garbageType', '垃圾类型', [
    { value: 'other', label: '其他垃圾', status: 'default' },
    { value: 'kitchen', label: '厨余垃圾', status: 'success' },
    { value: 'recyclable', label: '可回收物', status: 'info' },
    { value: 'hazardous', label: '有害垃圾', status: 'error' },
  ]),
  e('carType', '车辆类型', [
    { value: 'compactor', label: '压缩式垃圾车' },
    { value: 'kitchenTruck', label: '餐厨垃圾车' },
    { value: 'hookArm', label: '勾臂车' },
    { value: 'bucketTruck', label: '桶装垃圾运输车' },
    { value: 'recycleTruck', label: '可回收物运输车' },
    { value: 'hazardTruck', label: '有害垃圾运输车' },
  ]),
  e('carStatus', '车辆状态', [
    { value: 'inUse', label: '在用', status: 'success' },
    { value: 'repair', label: '维修', status: 'warning' },
    { value: 'stopped', label: '停用', status: 'default' },
  ]),
  e('facilityType', '设施类型', [
    { value: 'communityPoint', label: '小区收集点' },
    { value: 'garbageRoom', label: '垃圾房' },
    { value: 'transferStation', label: '转运站' },
    { value: 'compressionStation', label: '压缩站' },
    { value: 'streetShop', label: '沿街商铺收集点' },
    { value: 'publicInstitution', label: '公共机构' },
  ]),
  e('enableStatus', '启用状态', [
    { value: 'enabled', label: '启用', status: 'success' },
    { value: 'disabled', label: '停用', status: 'default' },
  ]),
  e('gender', '性别', [
    { value: 'male', label: '男' },
    { value: 'female', label: '女' },
  ]),
  e('staffStatus', '在职状态', [
    { value: 'onJob', label: '在职', status: 'success' },
    { value: 'left', label: '离职', status: 'default' },
  ]),
  e('regionLevel', '区划级别', [
    { value: 'city', label: '市' },
    { value: 'district', label: '区县' },
    { value: 'street', label: '街道' },
    { value: 'community', label: '社区' },
  ]),
  e('companyState', '单位状态', [
    { value: 'normal', label: '正常', status: 'success' },
    { value: 'suspended', label: '暂停', status: 'warning' },
    { value: 'cancelled', label: '注销', status: 'default' },
  ]),
];

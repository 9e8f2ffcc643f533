/** 再生资源监管 enums (served at /cloud/zyhsjg/common/loadEnumValue.smvc). */
import type { EnumDefinition } from '../../model/fields';

export const zyhsjgEnums: readonly EnumDefinition[] = [
  { code: 'zyStatus', label: '状态', options: [{ value: 'enabled', label: '正常', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
  {
    code: 'zyCustomerType', label: '客户类型',
    options: [
      { value: 'enterprise', label: '工业企业' }, { value: 'commercial', label: '商业网点' }, { value: 'community', label: '居民小区' },
      { value: 'institution', label: '机关事业单位' }, { value: 'school', label: '学校' },
    ],
  },
  { code: 'zySiteType', label: '站点类型', options: [{ value: 'station', label: '回收站点' }, { value: 'transfer', label: '中转站' }, { value: 'sorting', label: '分拣中心' }] },
  {
    code: 'zyRecordState', label: '记录状态',
    options: [{ value: 'draft', label: '待确认', status: 'warning' }, { value: 'submitted', label: '已确认', status: 'success' }, { value: 'cancelled', label: '已作废', status: 'default' }],
  },
  {
    code: 'zyHandleMethod', label: '处理方式',
    options: [{ value: 'recycle', label: '再生利用' }, { value: 'sale', label: '外售' }, { value: 'incinerate', label: '焚烧发电' }, { value: 'landfill', label: '卫生填埋' }],
  },
  { code: 'zySortGrade', label: '分拣品级', options: [{ value: 'A', label: '一级品', status: 'success' }, { value: 'B', label: '二级品', status: 'info' }, { value: 'C', label: '等外品', status: 'warning' }] },
];

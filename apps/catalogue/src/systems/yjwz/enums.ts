/** 应急保障 enums (served at /envcloud/hw/jlzs/api/v1/esCommon/loadEnumValue). */
import type { EnumDefinition } from '../../model/fields';

export const yjwzEnums: readonly EnumDefinition[] = [
  { code: 'esStatus', label: '状态', options: [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
  {
    code: 'esTeamType', label: '队伍类型',
    options: [
      { value: 'flood', label: '防汛排涝队' }, { value: 'snow', label: '除雪破冰队' }, { value: 'clearance', label: '应急清运队' },
      { value: 'rescue', label: '抢险突击队' }, { value: 'logistics', label: '后勤保障队' },
    ],
  },
  {
    code: 'esRole', label: '应急角色',
    options: [
      { value: 'commander', label: '总指挥' }, { value: 'leader', label: '队长' }, { value: 'member', label: '队员' },
      { value: 'driver', label: '驾驶员' }, { value: 'logistics', label: '后勤保障' }, { value: 'medic', label: '医疗救护' },
    ],
  },
  {
    code: 'esDutyStatus', label: '值守状态',
    options: [{ value: 'standby', label: '待命', status: 'success' }, { value: 'onDuty', label: '出勤', status: 'info' }, { value: 'leave', label: '休假', status: 'default' }],
  },
  {
    code: 'esCarUsage', label: '应急用途',
    options: [
      { value: 'drainage', label: '防汛排涝' }, { value: 'snow', label: '除雪融冰' }, { value: 'clearance', label: '应急清运' },
      { value: 'transport', label: '抢险运输' }, { value: 'command', label: '指挥通信' }, { value: 'washing', label: '冲洗消杀' },
    ],
  },
  {
    code: 'esCarStatus', label: '车辆状态',
    options: [{ value: 'standby', label: '待命', status: 'success' }, { value: 'onDuty', label: '出勤', status: 'info' }, { value: 'repair', label: '维修', status: 'warning' }],
  },
  {
    code: 'esStorehouseType', label: '仓库类型',
    options: [{ value: 'general', label: '综合储备库' }, { value: 'flood', label: '防汛物资库' }, { value: 'snow', label: '除雪物资库' }, { value: 'forward', label: '前置储备点' }],
  },
  {
    code: 'esMaterialCategory', label: '物资类别',
    options: [
      { value: 'flood', label: '防汛物资' }, { value: 'snow', label: '除雪物资' }, { value: 'lighting', label: '照明电力' }, { value: 'protection', label: '安全防护' },
      { value: 'tools', label: '抢险工具' }, { value: 'disinfection', label: '消杀用品' }, { value: 'living', label: '生活保障' },
    ],
  },
  {
    code: 'esUnit', label: '计量单位',
    options: [
      { value: 'piece', label: '个' }, { value: 'item', label: '件' }, { value: 'set', label: '套' }, { value: 'bag', label: '袋' }, { value: 'ton', label: '吨' },
      { value: 'unit', label: '台' }, { value: 'box', label: '箱' }, { value: 'roll', label: '卷' }, { value: 'meter', label: '米' }, { value: 'pair', label: '双' },
    ],
  },
  {
    code: 'esDocState', label: '单据状态',
    options: [{ value: 'draft', label: '草稿', status: 'default' }, { value: 'submitted', label: '已入账', status: 'success' }, { value: 'cancelled', label: '已作废', status: 'error' }],
  },
  {
    code: 'esInType', label: '入库方式',
    options: [{ value: 'purchase', label: '采购入库' }, { value: 'transferIn', label: '调拨入库' }, { value: 'donation', label: '社会捐赠' }, { value: 'returned', label: '使用归还' }],
  },
  {
    code: 'esOutType', label: '出库方式',
    options: [{ value: 'emergency', label: '应急领用' }, { value: 'transferOut', label: '调拨出库' }, { value: 'drill', label: '演练消耗' }, { value: 'scrap', label: '过期报废' }],
  },
  // Map states of the position rows (server: positions.ts): a report layer colours them by these.
  {
    code: 'esStaffMapState', label: '人员定位状态',
    options: [{ value: 'online', label: '在岗', status: 'success' }, { value: 'offline', label: '离线或休假', status: 'default' }, { value: 'alarm', label: '随车报警', status: 'error' }],
  },
  {
    code: 'esCarMapState', label: '车辆定位状态',
    options: [{ value: 'online', label: '在线', status: 'success' }, { value: 'offline', label: '离线', status: 'default' }, { value: 'alarm', label: '报警', status: 'error' }],
  },
];

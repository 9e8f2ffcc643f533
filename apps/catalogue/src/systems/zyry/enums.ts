/** 作业人员's enums. */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const zyryEnums: readonly EnumDefinition[] = [
  // 城市道路清扫保洁等级 (CJJ/T 126): the grade sets how often and how well an area is served.
  e('zyryAreaGrade', '作业等级', [
    { value: 'special', label: '特级', status: 'error' },
    { value: 'first', label: '一级', status: 'warning' },
    { value: 'second', label: '二级', status: 'info' },
    { value: 'third', label: '三级', status: 'default' },
  ]),
  e('zyryElementType', '要素类型', [
    { value: 'road', label: '道路' },
    { value: 'toilet', label: '公厕' },
    { value: 'collectionPoint', label: '垃圾收集点' },
    { value: 'bin', label: '果壳箱' },
    { value: 'square', label: '广场绿地' },
    { value: 'other', label: '其他' },
  ]),
  e('zyryPostType', '岗位类型', [
    { value: 'sweep', label: '道路保洁' },
    { value: 'toilet', label: '公厕保洁' },
    { value: 'leader', label: '班组管理' },
    { value: 'patrol', label: '巡查督导' },
  ]),
  e('zyryDeviceModel', '设备型号', [
    { value: 'badge', label: '定位胸牌' },
    { value: 'watch', label: '智能手表' },
  ]),
  e('zyryDeviceStatus', '设备状态', [
    { value: 'enabled', label: '启用', status: 'success' },
    { value: 'repair', label: '维修', status: 'warning' },
    { value: 'disabled', label: '停用', status: 'default' },
  ]),
  e('zyryOnline', '在线状态', [
    { value: 'online', label: '在线', status: 'success' },
    { value: 'offline', label: '离线', status: 'default' },
    { value: 'never', label: '从未上线', status: 'warning' },
  ]),
  e('zyryContractType', '合同类型', [
    { value: 'labour', label: '劳动合同' },
    { value: 'service', label: '劳务合同' },
    { value: 'temporary', label: '临时用工协议' },
    { value: 'rehire', label: '退休返聘协议' },
  ]),
  e('zyryContractState', '合同状态', [
    { value: 'valid', label: '有效', status: 'success' },
    { value: 'expiring', label: '即将到期', status: 'warning' },
    { value: 'expired', label: '已到期', status: 'error' },
    { value: 'notStarted', label: '未生效', status: 'default' },
  ]),
  e('zyryOnPost', '在岗状态', [
    { value: 'onPost', label: '在岗', status: 'success' },
    { value: 'left', label: '离岗', status: 'warning' },
    { value: 'absent', label: '脱岗', status: 'error' },
    { value: 'notOnline', label: '未上线', status: 'default' },
  ]),
  e('zyryAlarmKind', '告警类型', [
    { value: 'sos', label: 'SOS 求救', status: 'error' },
    { value: 'outOfArea', label: '越界离岗', status: 'warning' },
    { value: 'lowBattery', label: '电量低', status: 'warning' },
    { value: 'offline', label: '设备离线', status: 'default' },
    { value: 'contractExpiring', label: '合同即将到期', status: 'warning' },
    { value: 'contractExpired', label: '合同已到期', status: 'error' },
  ]),
  e('zyryAlarmLevel', '告警级别', [
    { value: 'urgent', label: '紧急', status: 'error' },
    { value: 'important', label: '重要', status: 'warning' },
    { value: 'normal', label: '一般', status: 'info' },
  ]),
  e('zyryHandleState', '处理状态', [
    { value: 'pending', label: '待处理', status: 'warning' },
    { value: 'handled', label: '已处理', status: 'success' },
  ]),
];

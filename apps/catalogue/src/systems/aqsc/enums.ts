/** 安全生产's enums (served at /cloud/aqsc/web/api/common/loadEnumValue). */
import type { EnumDefinition } from '../../model/fields';
import { workflowEnum } from '../../model/workflow';
import { checkWorkflow } from './checks';

export const aqscEnums: readonly EnumDefinition[] = [
  workflowEnum(checkWorkflow, '状态'),
  {
    code: 'aqscFileType', label: '文件类型',
    options: [
      { value: 'regulation', label: '管理制度' }, { value: 'procedure', label: '操作规程' }, { value: 'plan', label: '应急预案' },
      { value: 'license', label: '证照资质' }, { value: 'notice', label: '通知文件' }, { value: 'other', label: '其他' },
    ],
  },
  { code: 'aqscFileState', label: '状态', options: [{ value: 'effective', label: '现行有效', status: 'success' }, { value: 'revising', label: '修订中', status: 'warning' }, { value: 'abolished', label: '已废止', status: 'default' }] },
  { code: 'aqscEnableStatus', label: '状态', options: [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
  { code: 'aqscTrainCycle', label: '培训周期', options: [{ value: 'once', label: '一次性' }, { value: 'quarterly', label: '每季度' }, { value: 'halfYear', label: '每半年' }, { value: 'yearly', label: '每年' }] },
  {
    code: 'aqscPlanState', label: '状态',
    options: [{ value: 'planned', label: '未开始', status: 'default' }, { value: 'ongoing', label: '进行中', status: 'info' }, { value: 'done', label: '已完成', status: 'success' }, { value: 'cancelled', label: '已取消', status: 'error' }],
  },
  {
    code: 'aqscAttendance', label: '出勤情况',
    options: [{ value: 'present', label: '出勤', status: 'success' }, { value: 'late', label: '迟到', status: 'warning' }, { value: 'leave', label: '请假', status: 'info' }, { value: 'absent', label: '缺勤', status: 'error' }],
  },
  { code: 'aqscTrainResult', label: '考核结果', options: [{ value: 'pass', label: '合格', status: 'success' }, { value: 'fail', label: '不合格', status: 'error' }, { value: 'none', label: '未考核', status: 'default' }] },
  { code: 'aqscCheckType', label: '检查类型', options: [{ value: 'daily', label: '日常检查' }, { value: 'special', label: '专项检查' }, { value: 'season', label: '季节性检查' }, { value: 'holiday', label: '节假日检查' }] },
  { code: 'aqscFrequency', label: '检查频次', options: [{ value: 'weekly', label: '每周' }, { value: 'monthly', label: '每月' }, { value: 'quarterly', label: '每季度' }, { value: 'asNeeded', label: '不定期' }] },
  { code: 'aqscCheckMethod', label: '检查方法', options: [{ value: 'look', label: '现场查看' }, { value: 'document', label: '查阅资料' }, { value: 'test', label: '实操测试' }, { value: 'ask', label: '询问人员' }] },
  {
    code: 'aqscHazardType', label: '隐患类型',
    options: [
      { value: 'fire', label: '消防安全' }, { value: 'electric', label: '用电安全' }, { value: 'vehicle', label: '车辆安全' }, { value: 'equipment', label: '设备设施' },
      { value: 'operation', label: '作业行为' }, { value: 'environment', label: '作业环境' }, { value: 'protection', label: '劳动防护' },
    ],
  },
  { code: 'aqscHazardLevel', label: '隐患等级', options: [{ value: 'general', label: '一般隐患', status: 'warning' }, { value: 'major', label: '重大隐患', status: 'error' }] },
  {
    code: 'aqscRole', label: '角色',
    options: [{ value: 'officer', label: '安全员', status: 'info' }, { value: 'rectifier', label: '整改责任人', status: 'default' }, { value: 'auditor', label: '复查人', status: 'warning' }, { value: 'manager', label: '安全主管', status: 'error' }],
  },
  { code: 'aqscHolidayKind', label: '类型', options: [{ value: 'rest', label: '休息日', status: 'success' }, { value: 'work', label: '调休上班日', status: 'warning' }] },
];

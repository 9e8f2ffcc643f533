/** 考核管理 enums. The formula variables are the inputs of a 考核记录 plus the rule's own 基础分. */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

/**
 * The named variables a rule's formula may use (value: the name written in the formula). `base` is
 * the rule's 基础分; the others are the 考核记录's input fields of the same key.
 */
export const FORMULA_VARIABLES: EnumDefinition = e('khglVariable', '公式变量', [
  { value: 'base', label: 'base 基础分' },
  { value: 'complaints', label: 'complaints 投诉次数' },
  { value: 'overdue', label: 'overdue 超时处置次数' },
  { value: 'accidents', label: 'accidents 安全事故起数' },
  { value: 'hazards', label: 'hazards 安全隐患处数' },
  { value: 'violations', label: 'violations 违规作业次数' },
  { value: 'inspectionScore', label: 'inspectionScore 巡检得分' },
  { value: 'attendanceRate', label: 'attendanceRate 出勤率' },
  { value: 'cleanRate', label: 'cleanRate 作业达标率' },
  { value: 'praises', label: 'praises 表扬次数' },
]);

export const khglEnums: readonly EnumDefinition[] = [
  FORMULA_VARIABLES,
  e('khglSubjectKind', '对象类别', [{ value: 'dept', label: '部门' }, { value: 'company', label: '单位' }, { value: 'staff', label: '人员' }]),
  e('khglRecordState', '记录状态', [
    { value: 'draft', label: '草稿', status: 'default' }, { value: 'submitted', label: '已提交', status: 'warning' }, { value: 'confirmed', label: '已确认', status: 'success' },
  ]),
  e('khglGrade', '考核等级', [
    { value: 'excellent', label: '优秀', status: 'success' }, { value: 'good', label: '良好', status: 'info' },
    { value: 'pass', label: '合格', status: 'warning' }, { value: 'fail', label: '不合格', status: 'error' },
  ]),
  e('khglRemarkKind', '备注类型', [
    { value: 'note', label: '情况说明' }, { value: 'appeal', label: '申诉' }, { value: 'rectify', label: '整改反馈' }, { value: 'review', label: '复核意见' },
  ]),
];

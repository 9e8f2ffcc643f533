/** 人员台账 enums: what an HR clerk records of a person beyond the platform's fields. */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const rytzEnums: readonly EnumDefinition[] = [
  e('rytzEducation', '学历', [
    { value: 'primary', label: '小学' }, { value: 'junior', label: '初中' }, { value: 'senior', label: '高中/中专' },
    { value: 'college', label: '大专' }, { value: 'bachelor', label: '本科' }, { value: 'master', label: '硕士及以上' },
  ]),
  e('rytzPolitics', '政治面貌', [
    { value: 'party', label: '中共党员', status: 'error' }, { value: 'league', label: '共青团员', status: 'info' }, { value: 'masses', label: '群众' },
  ]),
  e('rytzContractType', '合同类型', [
    { value: 'fixed', label: '固定期限劳动合同' }, { value: 'openEnded', label: '无固定期限劳动合同' },
    { value: 'dispatch', label: '劳务派遣协议' }, { value: 'service', label: '劳务协议' },
    { value: 'rehire', label: '退休返聘协议' }, { value: 'intern', label: '实习协议' },
  ]),
  e('rytzWageGrade', '工资等级', [
    { value: 'g1', label: '一级（见习）' }, { value: 'g2', label: '二级' }, { value: 'g3', label: '三级' },
    { value: 'g4', label: '四级' }, { value: 'g5', label: '五级' }, { value: 'g6', label: '六级（主管）' },
  ]),
  e('rytzLicense', '持证情况', [
    { value: 'a2', label: 'A2 驾驶证' }, { value: 'b2', label: 'B2 驾驶证' }, { value: 'c1', label: 'C1 驾驶证' },
    { value: 'health', label: '健康证' }, { value: 'electrician', label: '电工证' }, { value: 'welder', label: '焊工证' },
    { value: 'safety', label: '安全员证' }, { value: 'forklift', label: '叉车证' },
  ]),
];

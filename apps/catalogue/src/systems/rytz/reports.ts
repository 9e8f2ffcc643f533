/**
 * 人员台账 reports (handlers in apps/server/src/systems/rytz/): the department count tree beside
 * each ledger (commonStaffManage/loadDeptCountTree), the operate data (yhtStaffManage/getOperateData
 * and the charts of its page under /cloud/rytz/operateData) and the department head-count table.
 * Every figure counts the same rows the ledgers list.
 */
import type { ReportDefinition } from '../../model/reports';

const R = '/cloud/rytz';
const OD = `${R}/operateData`;
type Opts = Partial<ReportDefinition>;
const custom = (key: string, title: string, call: string, handler: string, o: Opts = {}): ReportDefinition => ({ key, title, call, kind: 'custom', method: 'POST', handler, ...o });
const onJob = [{ field: 'status', op: 'eq', value: 'onJob' }] as const;
const people = { key: 'count', label: '人数', agg: 'count', unit: '人' } as const;

export const rytzReports: readonly ReportDefinition[] = [
  custom('deptCountTree', '部门人数', `${R}/commonStaffManage/loadDeptCountTree`, 'deptCountTree', {
    columns: [{ key: 'label', label: '部门' }, { key: 'count', label: '人数' }, { key: 'onJob', label: '在职' }],
  }),
  custom('operateData', '人员运营数据', `${R}/yhtStaffManage/getOperateData`, 'operateData', {
    columns: [
      { key: 'total', label: '在册人数' }, { key: 'onJob', label: '在职' }, { key: 'left', label: '离职' },
      { key: 'yht', label: '一线作业人员' }, { key: 'wxht', label: '外包劳务人员' }, { key: 'common', label: '管理及其他人员' },
      { key: 'entries', label: '本月入职' }, { key: 'leavings', label: '本月离职' }, { key: 'avgAge', label: '平均年龄(岁)' },
      { key: 'avgSeniority', label: '平均司龄(年)' }, { key: 'contractsDue', label: '30日内合同到期' },
    ],
  }),
  {
    key: 'staffByType', title: '在职人员类别', call: `${OD}/byType`, kind: 'aggregate', method: 'POST', source: 'allStaff', where: onJob,
    groupBy: [{ field: 'staffType', label: '人员类别' }], measures: [people], orderBy: { key: 'count', dir: 'desc' },
  },
  {
    key: 'staffByDept', title: '各部门在职人数', call: `${OD}/byDept`, kind: 'aggregate', method: 'POST', source: 'allStaff', where: onJob,
    groupBy: [{ field: 'deptId', label: '部门' }], measures: [people], orderBy: { key: 'count', dir: 'desc' },
  },
  {
    key: 'staffByPost', title: '各岗位在职人数', call: `${OD}/byPost`, kind: 'aggregate', method: 'POST', source: 'allStaff', where: onJob,
    groupBy: [{ field: 'post', label: '岗位' }], measures: [people], orderBy: { key: 'count', dir: 'desc' },
  },
  {
    key: 'entriesByMonth', title: '每月入职人数', call: `${OD}/entries`, kind: 'aggregate', method: 'POST', source: 'allStaff', dateField: 'entryDate',
    groupBy: [{ field: 'entryDate', bucket: 'month', as: 'month', label: '月份' }], measures: [{ ...people, key: 'entries', label: '入职人数' }], orderBy: { key: 'month', dir: 'asc' },
  },
  {
    key: 'leavingsByMonth', title: '每月离职人数', call: `${OD}/leavings`, kind: 'aggregate', method: 'POST', source: 'allStaff', dateField: 'leaveDate',
    where: [{ field: 'status', op: 'eq', value: 'left' }],
    groupBy: [{ field: 'leaveDate', bucket: 'month', as: 'month', label: '月份' }], measures: [{ ...people, key: 'leavings', label: '离职人数' }], orderBy: { key: 'month', dir: 'asc' },
  },
  custom('ageBands', '在职人员年龄段', `${OD}/ageBands`, 'ageBands', { columns: [{ key: 'band', label: '年龄段' }, { key: 'count', label: '人数' }] }),
  custom('seniorityBands', '在职人员司龄段', `${OD}/seniorityBands`, 'seniorityBands', { columns: [{ key: 'band', label: '司龄段' }, { key: 'count', label: '人数' }] }),
  custom('contractDue', '合同即将到期', `${OD}/contractDue`, 'contractDue', {
    columns: [{ key: 'name', label: '姓名' }, { key: 'deptName', label: '部门' }, { key: 'contractEnd', label: '合同到期' }, { key: 'daysLeft', label: '剩余天数' }],
  }),
  custom('deptCount', '部门人数统计', `${R}/staffManage/deptCount`, 'deptCount', {
    export: `${R}/staffManage/deptCountExport`,
    columns: [
      { key: 'deptName', label: '部门' }, { key: 'parentName', label: '上级部门' }, { key: 'total', label: '在册人数（含下级）' }, { key: 'onJob', label: '在职' },
      { key: 'yht', label: '一线作业人员' }, { key: 'wxht', label: '外包劳务人员' }, { key: 'common', label: '管理及其他人员' }, { key: 'left', label: '离职' },
    ],
  }),
  custom('dataRange', '数据日期范围', `${OD}/dataRange`, 'dataRange'),
];

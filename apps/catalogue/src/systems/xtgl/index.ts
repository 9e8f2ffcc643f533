/**
 * 系统管理 (xtgl): tenant constants and parameters, every system's enums and menus, the
 * organisation, region and division trees with the HR sync, the audit trail, the tenant's
 * files, WeChat bindings and third-party applications, income and the spec's demo CRUD. Users,
 * roles and role staff are the permission engine's (group 用户与权限); the party post band
 * (/cloud/yht/v2/web/partyPostBand) is answered by 车辆管理 (党员先锋岗), which owns that path.
 */
import { defineSystem, menu } from '../../model/system';
import { mapEnums, mapSettings } from './mapSettings';
import { accessPages } from './access';
import { xtglEnums } from './enums';
import { tenantConstant } from './settings';
import { dictionaryReports, param } from './dictionary';
import { fileEntry, recordReports } from './records';
import { appInfo, wechatBinding } from './integration';
import { division, grade, incomeDetail, student } from './business';
import { department, hrDept, hrStaff, organisationReports, region, staff, syncLog } from './organisation';
import { welcome, workbenchReports } from './workbench';

const { group, list, report, tree } = menu;

export default defineSystem({
  code: 'xtgl',
  name: '系统管理',
  enumCalls: ['/cloud/xtgl/common/loadEnumValue'],
  welcome,
  menu: [
    group('用户与权限', accessPages),
    group('组织与区划', [
      tree('org', '部门管理', 'department', { resource: 'staff', field: 'deptId' }),
      { kind: 'reportTree', key: 'staffTree', title: '组织人员', trees: ['orgTree', 'staffTree'], records: { resource: 'staff', filters: { deptId: 'deptId' } } },
      list('orgSync', '组织人员同步', 'syncLog', 'hrStaff', 'hrDept'),
      tree('region', '行政区划', 'region', { resource: 'division', field: 'regionId' }),
      tree('division', '网格划分', 'division'),
    ]),
    group('参数与字典', [
      { kind: 'settings', key: 'tenantConstant', title: '租户常量', resource: 'tenantConstant' },
      list('param', '参数配置', 'param'),
      report('enum', '枚举字典', 'enumDictionary'),
      { kind: 'reportTree', key: 'menu', title: '菜单定义', trees: ['menuTree'], records: { report: 'menuDefinition', filters: { menuId: 'menuId', groupId: 'groupId', systemCode: 'systemCode' } } },
      { kind: 'settings', key: 'mapSettings', title: '地图设置', resource: 'mapSettings' },
    ]),
    group('平台集成', [
      list('wechatBinding', '微信绑定', 'wechatBinding'),
      list('appInfo', '应用信息', 'appInfo'),
    ]),
    group('业务数据', [
      list('incomeDetail', '收入明细', 'incomeDetail'),
      list('demoStudent', '演示学生', 'student', 'grade'),
    ]),
    group('日志与文件', [
      report('operationHistory', '操作日志', 'operationHistory'),
      list('fileDownload', '批量文件下载', 'fileEntry'),
    ]),
  ],
  resources: [mapSettings, tenantConstant, param, fileEntry, wechatBinding, appInfo, incomeDetail, division, grade, student, region, department, staff, syncLog, hrDept, hrStaff],
  enums: [...mapEnums, ...xtglEnums],
  reports: [...dictionaryReports, ...recordReports, ...organisationReports, ...workbenchReports],
});

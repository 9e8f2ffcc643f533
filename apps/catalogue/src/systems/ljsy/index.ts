/** 收运一张图 (ljsy): a dispatcher's one map of the collection chain, its dept areas and figures. */
import { defineSystem } from '../../model/system';
import { ljsyEnums } from './enums';
import { ljsyMenu, ljsyWelcome } from './pages';
import { ljsyReports } from './reports';
import { carArea, dept, deptArea } from './resources';

export default defineSystem({
  code: 'ljsy',
  name: '收运一张图',
  welcome: ljsyWelcome,
  // Constants by code (POST): one enum's options by `code`, every enum without it.
  enumCalls: ['/cloud/ljsy/common/loadEnumValue', '/cloud/ljsy/dashboard/getConstantByCode'],
  menu: ljsyMenu,
  resources: [dept, deptArea, carArea],
  enums: ljsyEnums,
  reports: ljsyReports,
});

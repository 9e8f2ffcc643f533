/** 垃圾收运 (ljszy): everything the system is, in this folder. */
import { defineSystem } from '../../model/system';
import { ljszyEnums } from './enums';
import { ljszyMenu, ljszyWelcome } from './pages';
import { ljszyReports } from './reports';
import * as base from './resources-base';
import * as work from './resources-work';

export default defineSystem({
  code: 'ljszy',
  name: '垃圾收运',
  welcome: ljszyWelcome,
  enumCalls: ['/cloud/ljszy/common/loadEnumValue', '/cloud/ljszy/subscription/loadEnumValue'],
  menu: ljszyMenu,
  resources: [...Object.values(base), ...Object.values(work)],
  enums: ljszyEnums,
  reports: ljszyReports,
});

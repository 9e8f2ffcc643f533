/** 人员台账 (rytz): its menu; the pages not delivered yet are planned leaves. */
import { defineSystem, menu } from '../../model/system';
import * as resources from './resources';

const { group, list, planned } = menu;

export default defineSystem({
  code: 'rytz',
  name: '人员台账',
  enumCalls: ['/cloud/rytz/common/loadEnumValue.smvc'],
  menu: [
    group('人员台账', [list('staffLedger', '作业人员台账', 'staffLedger'), planned('managerLedger', '管理人员台账'), planned('temporaryLedger', '临时人员台账')]),
    group('统计', [planned('operateData', '运营数据'), planned('deptCount', '部门人数统计'), planned('staffGroup', '常用人员分组')]),
  ],
  resources: [resources.staffLedger],
});

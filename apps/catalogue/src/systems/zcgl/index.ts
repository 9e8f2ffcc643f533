/** 资产管理 (zcgl): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'zcgl',
  name: '资产管理',
  enumCalls: ['/cloud/zcgl/web/common/enum/list', '/envcloud/hw/gaojie/api/v1/common/loadEnumValue'],
  menu: [
    group('资产档案', [planned('assetArchive', '资产档案'), planned('assetType', '资产类型'), planned('operationHistory', '操作历史')]),
    group('设施管理', [planned('facilityInfo', '设施信息'), planned('facilityDepreciation', '设施折旧'), planned('inspection', '设施巡检')]),
    group('资产分析', [planned('analysis', '资产分析')]),
  ],
});

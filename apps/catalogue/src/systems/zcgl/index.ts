/**
 * 资产管理 (zcgl): the asset archive with its type tree, stock check and operation history, the
 * asset analysis, and (高杰 calls) shared facilities, their depreciation and inspection rounds.
 */
import { defineSystem, menu } from '../../model/system';
import { assetArchive, assetEnums, assetType } from './assets';
import { facilityDepreciation, facilityInfo } from './facilities';
import { holiday, inspection, inspectionEnums, inspector } from './inspection';
import { zcglReports } from './reports';

const { group, list, report, tree } = menu;

export default defineSystem({
  code: 'zcgl',
  name: '资产管理',
  enumCalls: ['/cloud/zcgl/web/common/enum/list', '/envcloud/hw/gaojie/api/v1/common/loadEnumValue'],
  menu: [
    group('资产台账', [
      list('assetArchive', '资产档案', 'assetArchive'),
      tree('assetType', '资产类型', 'assetType', { resource: 'assetArchive', field: 'assetTypeId' }),
      report('operationHistory', '操作历史', 'operationHistory'),
    ]),
    group('设施管理', [
      list('facilityInfo', '设施信息', 'facilityInfo'),
      list('facilityDepreciation', '设施折旧', 'facilityDepreciation'),
      report('depreciationSchedule', '折旧计划', 'depreciationSummary', 'depreciationSchedule'),
      list('inspection', '设施巡检', 'inspection'),
      list('inspector', '巡检人员', 'inspector', 'holiday'),
    ]),
    group('统计分析', [report('analysis', '资产分析', 'assetAnalyzeChart', 'assetAnalyzeDataView')]),
  ],
  resources: [assetType, assetArchive, facilityInfo, facilityDepreciation, inspector, holiday, inspection],
  enums: [...assetEnums, ...inspectionEnums],
  reports: zcglReports,
});

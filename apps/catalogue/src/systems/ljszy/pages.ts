/** 垃圾收运's menu: each group's pages in menu order (the menu is derived from them). */
import type { PageDefinition, Widget } from '../../model/pages';
import { menu, type MenuGroupDefinition } from '../../model/system';

const { group, list, report } = menu;

const overview: Widget[] = [
  { kind: 'stat', title: '收运车次', report: 'dailyPrimeval', measure: 'trips', unit: '车次' },
  { kind: 'stat', title: '收运量', report: 'dailyPrimeval', measure: 'netWeight', unit: '吨' },
  { kind: 'stat', title: '出车数', report: 'dailyPrimeval', measure: 'cars', unit: '辆' },
];

export const ljszyWelcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', refreshSeconds: 300, periods: [30, 7, 90],
  widgets: [...overview, { kind: 'trend', title: '近期收运趋势', report: 'trendList', measure: 'netWeight', category: 'date', unit: '吨' }],
};

// Where a click on a chart leads: the list behind the figure, filtered by the clicked category.
const weighings = (filter: string) => ({ page: 'carWeightOperate', filter, dateFilter: 'weighTime' });

export const ljszyMenu: readonly MenuGroupDefinition[] = [
  group('基础信息', [
    list('carInfo', '车辆信息', 'carInfo'),
    list('facilityInfo', '收运设施', 'facilityInfo'),
    { kind: 'treeTable', key: 'facilityGarType', title: '设施垃圾类型', resource: 'facilityGarType', treeField: 'facilityId', groupField: 'routeId' },
    list('facilityContainer', '收集容器', 'facilityContainer'),
    list('propertyCompany', '物业公司', 'propertyCompany'),
    list('company', '收运单位', 'company'),
    list('compressionBox', '压缩箱', 'compressionBox'),
  ]),
  group('收运作业', [
    list('route', '收运线路', 'route'),
    // A route's (or a car's) facilities on the map, and the ones that could be added to it (线路加密).
    {
      kind: 'layers', key: 'routeMap', title: '线路地图', pick: { resource: 'carRouteBand', field: 'routeId' },
      layers: [
        { report: 'allFacsByRouteId', label: '线路设施', shape: 'point', geometry: 'location', state: 'status', stateEnum: 'enableStatus', labelKey: 'name' },
        { report: 'enhancingFacsByRouteId', label: '可加密设施', shape: 'point', geometry: 'location', labelKey: 'name', hidden: true },
      ],
      tabs: ['facsByRouteId', 'facilityByRoute', 'carByRouteIds'],
    },
    {
      kind: 'layers', key: 'carRouteMap', title: '车辆线路地图', pick: { resource: 'carRouteBand', field: 'carId' },
      layers: [
        { report: 'facsByCarId', label: '车辆线路设施', shape: 'point', geometry: 'location', state: 'status', stateEnum: 'enableStatus', labelKey: 'name' },
        { report: 'facilityByCarId', label: '车辆收运设施', shape: 'point', geometry: 'location', labelKey: 'name', hidden: true },
        { report: 'enhancingFacsByCarId', label: '可加密设施', shape: 'point', geometry: 'location', labelKey: 'name', hidden: true },
      ],
      // The car's arrivals at its facilities over the period.
      tabs: ['carFacilityList'],
    },
    list('carWork', '车辆作业', 'carWork'),
    list('carRouteBand', '车辆线路绑定', 'carRouteBand'),
    list('carArrivalRecord', '车辆到站记录', 'carArrivalRecord'),
    list('rfid', 'RFID 识别', 'rfid'),
  ]),
  group('称重管理', [
    list('carWeightOperate', '车辆称重', 'carWeightOperate'),
    list('carWeightConfig', '称重配置', 'carWeightConfig'),
    list('containerWeight', '容器称重', 'containerWeight'),
    list('classifyWeight', '分类称重', 'classifyWeight'),
    list('classifyRecord', '分类记录', 'classifyRecord'),
    report('classifyAnalysis', '分类分析', 'classifyStat', 'resourceTrend', 'containerWeightDetail'),
  ]),
  group('统计报表', [
    report('reportByCar', '按车辆统计', 'reportByCar', 'carFacilityList'),
    report('reportByFacility', '按设施统计', 'reportByFacility', 'collectedFacList'),
    list('operateDaily', '运营日报', 'operateDailyReport', 'operatePersonnelReport', 'operateStationReport'),
    report('abnormalDaily', '异常日报', 'abnormalDaily'),
    report('companyMonthly', '单位月报', 'companyMonthly'),
    report('grossWeight', '毛重分析', 'grossMain', 'grossRecordView', 'grossCountView', 'grossLabelView', 'grossPropertyView', 'grossCompanyView'),
    report('dataInvestigation', '数据排查', 'investigationPoints', 'investigationStops', 'investigationWeights', 'investigationWork', 'investigationTrack', 'ssglFacilityData', 'dikonZccHis', 'wholeDayPointData', 'translateFacility'),
  ]),
  // The platform's and the boards' data calls as tables (the boards draw some of them).
  group('平台数据', [
    report('facGarNum', '设施收运量', 'facGarNumDailyList', 'facGarNumMonthlyList', 'facGarNumDailyListXH', 'facGarNumMonthlyListXH', 'facGarList'),
    report('subjectGarNum', '单位收运量', 'subjectGarNumDailyList', 'subjectGarNumMonthlyList'),
    report('routeData', '线路数据', 'routeList', 'carByRouteIds', 'routeDetail', 'simpleList'),
    report('kanbanDetail', '看板明细', 'weightDailyReport', 'facReport', 'dailyForecast', 'monthForecast', 'facStatListWithNoConfig'),
  ]),
  group('看板与订阅', [
    {
      kind: 'dashboard', key: 'dashboard', title: '平台看板', refreshSeconds: 300, periods: [30, 7, 90],
      widgets: [
        ...overview,
        { kind: 'trend', title: '每日收运量', report: 'dailyGarNum', measure: 'netWeight', category: 'date', unit: '吨' },
        { kind: 'pie', title: '垃圾类型占比', report: 'garbageTypeShare', measure: 'netWeight', category: 'garbageType', unit: '吨', drill: weighings('garbageType') },
        { kind: 'bar', title: '单位车辆数', report: 'subjectIdNum', measure: 'cars', category: 'companyId', unit: '辆', period: 'current', drill: { page: 'carInfo', filter: 'companyId' } },
        { kind: 'bar', title: '单位设施数', report: 'subjectFacInfo', measure: 'facilities', category: 'companyId', unit: '个', period: 'current', drill: { page: 'facilityInfo', filter: 'companyId' } },
        { kind: 'rank', title: '车辆分类量排行', report: 'carWeightRank', measure: 'weight', category: 'carId', unit: '吨', drill: { page: 'classifyRecord', filter: 'carId', dateFilter: 'recordTime' } },
      ],
    },
    {
      kind: 'kanban', key: 'kanban', title: '收运看板', refreshSeconds: 60, periods: [30, 7, 90], wall: true,
      widgets: [
        ...overview,
        { kind: 'forecast', title: '日收运量预测', report: 'dailyForecastChart', unit: '吨' },
        { kind: 'forecast', title: '月收运量预测', report: 'monthForecastChart', unit: '吨' },
        { kind: 'rank', title: '车辆收运排行', report: 'carStatList', measure: 'netWeight', category: 'carId', unit: '吨', drill: weighings('carId') },
        { kind: 'rank', title: '设施到站排行', report: 'facStatList', measure: 'arrivals', category: 'facilityId', unit: '次', drill: { page: 'carArrivalRecord', filter: 'facilityId', dateFilter: 'arrivalTime' } },
        { kind: 'pie', title: '分类收运量', report: 'statList', measure: 'netWeight', category: 'garbageType', unit: '吨', drill: weighings('garbageType') },
      ],
    },
    { kind: 'map', key: 'notWorking', title: '未作业设施', list: 'notWorkFacility', stops: 'stopCarList', trajectory: 'carTrajectory', near: 'pointByGps' },
    list('subscription', '消息订阅', 'pushRecord', 'rssSetting'),
  ]),
];

/**
 * The systems a user picks on /navigation and the two-level menu inside each
 * (../shared/catalogue.md). Plain data: the web app renders it, the server seeds menus from it.
 * Leaf uris are `/<systemCode>/<page>`; pages arrive with later work. Addresses holding the
 * `VTX_IP` placeholder are external pages the client rewrites to the current host (spec §5).
 */

/** tab: open inside the shell as a tab; newWindow: open in a browser window. */
export type OpenModeCode = 'tab' | 'newWindow';

export interface MenuLeaf {
  /** Unique inside its system; the server builds menu ids from it. */
  key: string;
  name: string;
  uri: string;
  openModeCode: OpenModeCode;
  isWelcomeMenu?: boolean;
}

export interface MenuGroup {
  key: string;
  name: string;
  children: MenuLeaf[];
}

export interface SystemDefinition {
  code: string;
  name: string;
  menus: MenuGroup[];
}

/** [page key, name] or [page key, name, external uri opened in a new window]. */
type LeafSpec = readonly [string, string] | readonly [string, string, string];
type GroupSpec = readonly [string, readonly LeafSpec[]];

function system(code: string, name: string, groups: readonly GroupSpec[]): SystemDefinition {
  const welcome: MenuGroup = {
    key: 'home',
    name: '首页',
    children: [{ key: 'welcome', name: '工作台', uri: `/${code}/welcome`, openModeCode: 'tab', isWelcomeMenu: true }],
  };
  const menus = groups.map(([groupName, leaves], index): MenuGroup => ({
    key: `g${index + 1}`,
    name: groupName,
    children: leaves.map(([key, leafName, external]) => ({
      key,
      name: leafName,
      uri: external ?? `/${code}/${key}`,
      openModeCode: external ? 'newWindow' : 'tab',
    })),
  }));
  return { code, name, menus: [welcome, ...menus] };
}

export const systems: readonly SystemDefinition[] = [
  system('ljszy', '垃圾收运', [
    ['基础信息', [['carInfo', '车辆信息'], ['facilityInfo', '收运设施'], ['facilityGarType', '设施垃圾类型'], ['facilityContainer', '收集容器'], ['propertyCompany', '物业公司'], ['company', '收运单位'], ['compressionBox', '压缩箱']]],
    ['收运作业', [['route', '收运线路'], ['carWork', '车辆作业'], ['carRouteBand', '车辆线路绑定'], ['carArrivalRecord', '车辆到站记录'], ['rfid', 'RFID 识别']]],
    ['称重管理', [['carWeightOperate', '车辆称重'], ['carWeightConfig', '称重配置'], ['containerWeight', '容器称重'], ['classifyWeight', '分类称重'], ['classifyRecord', '分类记录']]],
    ['统计报表', [['reportByCar', '按车辆统计'], ['reportByFacility', '按设施统计'], ['operateDaily', '运营日报'], ['abnormalDaily', '异常日报'], ['companyMonthly', '单位月报'], ['grossWeight', '毛重分析'], ['dataInvestigation', '数据排查']]],
    ['看板与订阅', [['dashboard', '平台看板'], ['kanban', '收运看板'], ['notWorking', '未作业设施'], ['subscription', '消息订阅']]],
  ]),
  system('ljsy', '收运一张图', [
    ['一张图', [['map', '收运一张图'], ['carRoute', '车辆线路'], ['historyPosition', '历史轨迹'], ['gpsLast', '车辆实时位置']]],
    ['区域管理', [['deptArea', '部门区域'], ['deptTree', '部门树']]],
    ['收运统计', [['dailyGarbage', '每日垃圾量'], ['carOperation', '车辆作业统计'], ['monthlyList', '月度清单']]],
  ]),
  system('clgl', '车辆管理', [
    ['车辆档案', [['car', '车辆信息'], ['depreciation', '车辆折旧'], ['accident', '事故记录'], ['violation', '违章记录'], ['checkRecord', '车辆检查']]],
    ['油卡与加油', [['oilCard', '油卡管理'], ['oilCardRecharge', '油卡充值'], ['refuelRecord', '加油记录'], ['oilSupplier', '油品供应商'], ['refuelStation', '加油站']]],
    ['维修保养', [['maintenanceType', '维修类型'], ['maintenanceRecord', '维修记录'], ['serviceFactory', '维修厂'], ['equipment', '随车设备']]],
    ['费用与配置', [['dailyCost', '日常费用'], ['carCost', '车辆费用'], ['waterStation', '加水站'], ['rechargeStation', '充电站'], ['insuranceCompany', '保险公司'], ['groupCode', '分组编码'], ['flowNode', '流程节点配置'], ['reservedField', '预留字段配置']]],
    ['分析', [['kanban', '车辆分析看板']]],
  ]),
  system('clwxfw', '维修与费用', [
    ['费用管理', [['platformCar', '平台账户车辆'], ['oilCost', '油耗费用'], ['repairCost', '维修费用'], ['accessoriesCost', '配件费用'], ['monthlyCost', '月度费用']]],
    ['结算管理', [['settlement', '费用结算'], ['oilRefuel', '加油明细']]],
    ['设置', [['tenantSetting', '租户设置'], ['whiteList', '白名单记录']]],
  ]),
  system('clyx', '车辆运行', [
    ['实时监控', [['onlineCar', '在线车辆'], ['realtime', '车辆实时信息'], ['trackReplay', '轨迹回放']]],
    ['运行报表', [['dailyReport', '运行日报'], ['onlineReport', '在线报表'], ['violationReport', '违规报表'], ['costStat', '费用统计']]],
    ['设备与报警', [['device', '车载设备'], ['workElement', '作业要素'], ['alarm', '报警记录'], ['parking', '停车记录'], ['pass', '通行证']]],
    ['油水监测', [['oilConfig', '油量配置'], ['oilAbnormal', '油量异常'], ['oilDaily', '油耗日报'], ['waterRecord', '加水记录'], ['waterCurve', '水位曲线']]],
  ]),
  system('sbbj', '设备在线', [
    ['在线监测', [['carGps', '车辆定位设备'], ['carCamera', '车载摄像头'], ['infraCamera', '设施摄像头'], ['toiletDevice', '公厕设备']]],
    ['离线分析', [['offlineList', '离线列表'], ['offlineDetail', '离线明细']]],
  ]),
  system('gfgj', '回收清运', [
    ['用户管理', [['auditBusiness', '商户审核'], ['auditRecycling', '回收员审核'], ['wechatUser', '微信用户'], ['recharge', '充值记录'], ['insider', '内部人员']]],
    ['订单管理', [['order', '订单列表'], ['cartingOrder', '清运订单'], ['inviteRecord', '邀请记录']]],
    ['基础数据', [['garbageClass', '垃圾类别'], ['stationPoint', '站点'], ['deptArea', '部门区域'], ['disposalSite', '处置场'], ['disposalSigning', '处置场签约']]],
    ['统计分析', [['heatMap', '热力图'], ['realtimeStat', '实时统计'], ['flowChart', '流向图'], ['terminalBoard', '终端设备看板']]],
  ]),
  system('kcgl', '仓库管理', [
    ['基础资料', [['storehouse', '仓库'], ['storageLocation', '库位'], ['materialUnit', '物料单位'], ['spec', '规格'], ['materialType', '物料类型'], ['supplier', '供应商'], ['material', '物料']]],
    ['出入库', [['storeIn', '入库单'], ['storeOut', '出库单'], ['stockCheck', '库存盘点']]],
    ['库存预警', [['warning', '库存预警'], ['materialGoods', '物料库存']]],
  ]),
  system('bkdz', '分类准确率', [
    ['设施绑定', [['facilityBinding', '设施小区绑定'], ['dataAllocation', '数据分配'], ['config', '参数配置']]],
    ['准确率分析', [['accuracySummary', '准确率汇总'], ['levelList', '等级列表'], ['trend', '趋势分析']]],
  ]),
  system('ljfl', '垃圾分类', [
    ['基础数据', [['unit', '分类单位'], ['car', '分类车辆'], ['collectFacility', '收集设施'], ['handleFacility', '处理设施'], ['deptArea', '部门区域']]],
    ['分类质量', [['qualityIndex', '分类质量指数'], ['village', '村庄分类'], ['lifeScore', '生活垃圾评分'], ['sourceReduction', '源头减量']]],
    ['数据统计', [['garbageQuantity', '垃圾量统计'], ['carWeighRecord', '车辆称重记录'], ['bigData', '大数据分析'], ['gisStat', 'GIS 统计'], ['board', '分类看板']]],
  ]),
  system('jxbj', '道路保洁', [
    ['作业配置', [['road', '道路'], ['roadStandard', '保洁标准'], ['line', '作业线路'], ['shift', '班次'], ['workType', '作业类型'], ['speedConfig', '速度配置']]],
    ['作业管理', [['carLineSchedule', '车辆线路排班'], ['pointer', '作业点位'], ['carExpense', '车辆费用']]],
    ['一张图', [['oneMap', '保洁一张图'], ['roadTrack', '道路轨迹'], ['videoList', '视频列表']]],
    ['报表', [['carWorkReport', '车辆作业报表'], ['completion', '完成率统计']]],
  ]),
  system('gcgl', '公厕管理', [
    ['公厕档案', [['equipment', '公厕信息'], ['device', '公厕设备'], ['sensor', '传感器']]],
    ['运行监测', [['alarm', '报警记录'], ['waterElectric', '水电统计'], ['comment', '评价管理'], ['gis', '公厕地图']]],
    ['保洁管理', [['cleanDaily', '保洁日报'], ['cleanRecord', '保洁记录'], ['kanban', '公厕看板']]],
  ]),
  system('spjg', '视频监管', [
    ['视频监控', [['videoTree', '视频资源树'], ['carVideo', '车载视频'], ['infraVideo', '设施视频'], ['realtimeVideo', '实时视频平台', 'http://VTX_IP:8090/video/#/realtime']]],
    ['视频报警', [['infraAlarm', '设施视频报警'], ['currencyType', '报警类型']]],
    ['录像管理', [['uploadedVideo', '上传视频'], ['playback', '录像回放', 'http://VTX_IP:8090/video/#/playback']]],
  ]),
  system('zyhsjg', '再生资源监管', [
    ['基础信息', [['customer', '客户'], ['site', '回收站点'], ['category', '资源类别']]],
    ['回收记录', [['customerRecord', '客户回收记录'], ['siteSorting', '站点分拣记录'], ['siteHandle', '站点处理记录']]],
    ['监管统计', [['supervision', '监管统计'], ['trajectory', '车辆轨迹']]],
  ]),
  system('ljcz', '垃圾处置', [
    ['处置设施', [['facility', '设施台账'], ['station', '处置场站'], ['stationPound', '场站地磅绑定'], ['vehicleSite', '车辆场站']]],
    ['运维管理', [['maintenanceRecord', '维修记录'], ['maintenanceFeeType', '维修费用类型'], ['accessories', '配件'], ['waterElectric', '水电统计']]],
    ['报表看板', [['stationDaily', '场站日报'], ['stationMonthly', '场站月报'], ['kanban', '处置看板'], ['transportBoard', '转运看板'], ['gis', '处置地图']]],
  ]),
  system('ylyh', '园林养护', [
    ['苗木管理', [['nurseryType', '苗木类型'], ['nurserySubtype', '苗木子类'], ['nurseryRecord', '苗木台账'], ['nurseryHistory', '苗木历史']]],
    ['养护管理', [['groupArea', '养护片区'], ['tree', '古树名木'], ['treeCuring', '养护记录']]],
  ]),
  system('zcgl', '资产管理', [
    ['资产档案', [['assetArchive', '资产档案'], ['assetType', '资产类型'], ['operationHistory', '操作历史']]],
    ['设施管理', [['facilityInfo', '设施信息'], ['facilityDepreciation', '设施折旧'], ['inspection', '设施巡检']]],
    ['资产分析', [['analysis', '资产分析']]],
  ]),
  system('rytz', '人员台账', [
    ['人员台账', [['staffLedger', '作业人员台账'], ['managerLedger', '管理人员台账'], ['temporaryLedger', '临时人员台账']]],
    ['统计', [['operateData', '运营数据'], ['deptCount', '部门人数统计'], ['staffGroup', '常用人员分组']]],
  ]),
  system('rykq', '考勤管理', [
    ['考勤设置', [['shiftTime', '班次时间'], ['attendanceGroup', '考勤组'], ['clock', '打卡管理']]],
    ['考勤记录', [['attendanceRecord', '考勤记录'], ['dailyReport', '考勤日报'], ['monthReport', '考勤月报'], ['duty', '值班管理']]],
    ['审批', [['leave', '请假审批'], ['overtime', '加班审批'], ['healthReport', '健康上报']]],
  ]),
  system('zyry', '作业人员', [
    ['人员监控', [['kanban', '人员看板'], ['realtimePosition', '实时位置'], ['attendance', '出勤情况'], ['overtime', '加班情况']]],
    ['作业配置', [['jobArea', '作业区域'], ['jobElement', '作业要素'], ['post', '岗位']]],
    ['设备与合同', [['device', '定位设备'], ['contract', '人员合同']]],
  ]),
  system('yjwz', '应急保障', [
    ['应急资源', [['staff', '应急人员'], ['car', '应急车辆'], ['storehouse', '应急仓库']]],
    ['应急监控', [['position', '人员位置'], ['carPosition', '车辆位置'], ['board', '应急看板']]],
  ]),
  system('ryxj', '巡检考评', [
    ['巡检管理', [['facility', '巡检设施'], ['clockRecord', '打卡记录']]],
    ['考评管理', [['evaluation', '考评记录'], ['appeal', '申诉处理'], ['review', '复核'], ['ruleScore', '评分规则'], ['typeBinding', '类型绑定'], ['role', '考评角色']]],
  ]),
  system('wtsb', '问题上报', [
    ['问题处置', [['problem', '问题列表'], ['myTodo', '我的待办'], ['commandCenter', '指挥中心']]],
    ['配置', [['problemType', '问题类型'], ['defaultHandler', '默认处理人'], ['usefulExpression', '常用语'], ['deptArea', '部门区域']]],
    ['分析', [['analysis', '问题分析'], ['kanban', '问题看板'], ['deptReview', '部门考核'], ['workUnitStat', '作业单位统计']]],
  ]),
  system('aqsc', '安全生产', [
    ['安全资料', [['file', '安全文件'], ['trainingType', '培训类型'], ['trainingPlan', '培训计划'], ['trainingRecord', '培训记录']]],
    ['安全检查', [['checkProject', '检查项目'], ['checkRecord', '检查记录'], ['statistics', '安全统计']]],
  ]),
  system('xmht', '项目合同', [
    ['项目合同', [['project', '项目'], ['contract', '合同'], ['service', '服务内容']]],
    ['单位', [['organisation', '合作单位'], ['shareholder', '股东'], ['report', '合同报表']]],
  ]),
  system('sbzhgl', '设备管理', [
    ['设备台账', [['device', '设备'], ['sensor', '传感器'], ['overflowDevice', '满溢设备'], ['gis', '设备地图']]],
    ['数据监测', [['monitorItem', '监测项'], ['monitorRecord', '监测记录'], ['rateRecord', '费率记录']]],
  ]),
  system('khgl', '考核管理', [
    ['考核配置', [['dimension', '考核维度'], ['subject', '考核对象'], ['rule', '考核规则']]],
    ['考核记录', [['record', '考核记录'], ['remark', '考核备注']]],
  ]),
  system('zhdd', '指挥调度', [
    ['调度', [['resourceMode', '资源模式'], ['dispatchMode', '调度模式'], ['console', '调度台', 'http://VTX_IP:8091/dispatch/']]],
    ['通讯', [['communication', '通讯录'], ['group', '群组'], ['groupChat', '群聊']]],
  ]),
  system('xtgl', '系统管理', [
    ['用户与组织', [['user', '用户管理'], ['org', '组织机构'], ['roleStaff', '角色人员'], ['staffTree', '人员树']]],
    ['参数与字典', [['tenantConstant', '租户常量'], ['param', '参数配置'], ['enum', '枚举字典'], ['menu', '菜单定义']]],
    ['平台集成', [['wechatBinding', '企业微信绑定'], ['appInfo', '应用信息'], ['incomeDetail', '收入明细'], ['partyPost', '党员岗位绑定']]],
    ['日志', [['operationHistory', '操作日志'], ['fileDownload', '批量文件下载']]],
  ]),
];

/** Look a system up by its code. */
export function findSystem(code: string): SystemDefinition | undefined {
  return systems.find((s) => s.code === code);
}

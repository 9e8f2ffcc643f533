/** 系统管理's enums. */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

/**
 * Every system by code, in /navigation's order (operation history, enum dictionary and menu
 * filters). The catalogue's system names are in each system's own chunk, which 系统管理 must not
 * import; enums.test.ts checks that this list names them all as they name themselves.
 */
export const SYSTEM_NAMES: readonly (readonly [string, string])[] = [
  ['ljszy', '垃圾收运'], ['ljsy', '收运一张图'], ['clgl', '车辆管理'], ['clwxfw', '维修与费用'], ['clyx', '车辆运行'], ['sbbj', '设备在线'],
  ['gfgj', '回收清运'], ['kcgl', '仓库管理'], ['bkdz', '分类准确率'], ['ljfl', '垃圾分类'], ['jxbj', '道路保洁'], ['gcgl', '公厕管理'],
  ['spjg', '视频监管'], ['zyhsjg', '再生资源监管'], ['ljcz', '垃圾处置'], ['ylyh', '园林养护'], ['zcgl', '资产管理'], ['rytz', '人员台账'],
  ['rykq', '考勤管理'], ['zyry', '作业人员'], ['yjwz', '应急保障'], ['ryxj', '巡检考评'], ['wtsb', '问题上报'], ['aqsc', '安全生产'],
  ['xmht', '项目合同'], ['sbzhgl', '设备管理'], ['khgl', '考核管理'], ['zhdd', '指挥调度'], ['xtgl', '系统管理'], ['platform', '平台主数据'],
];

export const xtglEnums: readonly EnumDefinition[] = [
  e('xtglSystem', '所属系统', SYSTEM_NAMES.map(([value, label]) => ({ value, label }))),
  e('auditAction', '操作类型', [
    { value: 'create', label: '新增', status: 'success' },
    { value: 'update', label: '修改', status: 'info' },
    { value: 'delete', label: '删除', status: 'error' },
    { value: 'import', label: '导入', status: 'info' },
    { value: 'action', label: '状态操作', status: 'warning' },
  ]),
  e('enumSource', '字典来源', [
    { value: 'code', label: '系统内置（只读）', status: 'default' },
    { value: 'tenant', label: '租户参数（可维护）', status: 'success' },
  ]),
  e('menuPageKind', '页面类型', [
    { value: 'list', label: '列表' }, { value: 'report', label: '报表' }, { value: 'tree', label: '树形管理' },
    { value: 'treeTable', label: '树形列表' }, { value: 'reportTree', label: '报表树' }, { value: 'settings', label: '设置' },
    { value: 'dashboard', label: '看板' }, { value: 'kanban', label: '看板' }, { value: 'map', label: '地图' },
    { value: 'layers', label: '一张图' }, { value: 'liveMonitor', label: '实时监控' }, { value: 'replay', label: '轨迹回放' },
    { value: 'videoWall', label: '视频墙' }, { value: 'videoClips', label: '视频文件' }, { value: 'external', label: '外部页面' },
    { value: 'planned', label: '建设中' }, { value: 'welcome', label: '工作台' }, { value: 'group', label: '菜单分组' },
    { value: 'roster', label: '排班表' }, { value: 'chat', label: '群聊' }, { value: 'areaPick', label: '地图圈选' },
    { value: 'userAdmin', label: '用户管理' }, { value: 'roleAdmin', label: '角色管理' }, { value: 'roleStaff', label: '角色人员' },
  ]),
  e('menuOpenMode', '打开方式', [{ value: 'tab', label: '页签' }, { value: 'newWindow', label: '新窗口' }]),
  e('fileType', '文件类型', [
    { value: 'image', label: '图片' }, { value: 'pdf', label: 'PDF' }, { value: 'word', label: 'Word 文档' }, { value: 'excel', label: 'Excel 表格' },
    { value: 'video', label: '视频' }, { value: 'text', label: '文本' }, { value: 'other', label: '其他' },
  ]),
  e('wechatBindType', '绑定类型', [
    { value: 'work', label: '企业微信', status: 'success' },
    { value: 'mp', label: '微信小程序', status: 'info' },
  ]),
  e('wechatBindChannel', '绑定方式', [
    { value: 'oauth', label: '企业微信授权' },
    { value: 'miniBind', label: '小程序绑定' },
    { value: 'miniLogin', label: '小程序账号登录' },
  ]),
  e('appType', '应用类型', [
    { value: 'sso', label: '单点登录应用' },
    { value: 'data', label: '数据对接应用' },
    { value: 'mobile', label: '移动应用' },
  ]),
  e('incomeType', '收入类别', [
    { value: 'disposalFee', label: '垃圾处理费' },
    { value: 'collectionFee', label: '清运服务费' },
    { value: 'recyclableSale', label: '再生资源销售' },
    { value: 'toiletSubsidy', label: '公厕运营补贴' },
    { value: 'advertising', label: '广告收入' },
    { value: 'other', label: '其他收入' },
  ]),
  e('payMethod', '收款方式', [
    { value: 'transfer', label: '银行转账' }, { value: 'cash', label: '现金' }, { value: 'wechat', label: '微信支付' },
    { value: 'alipay', label: '支付宝' }, { value: 'acceptance', label: '承兑汇票' },
  ]),
  e('incomeState', '入账状态', [
    { value: 'pending', label: '待入账', status: 'warning' },
    { value: 'booked', label: '已入账', status: 'success' },
  ]),
  e('divisionLevel', '划分级别', [
    { value: 'area', label: '片区' },
    { value: 'grid', label: '网格' },
    { value: 'section', label: '责任段' },
  ]),
  e('studentStatus', '学籍状态', [
    { value: 'studying', label: '在读', status: 'success' },
    { value: 'suspended', label: '休学', status: 'warning' },
    { value: 'graduated', label: '毕业', status: 'default' },
  ]),
  e('syncScope', '同步范围', [
    { value: 'all', label: '部门和人员' },
    { value: 'departments', label: '仅部门' },
    { value: 'staff', label: '仅人员' },
  ]),
  e('syncResult', '同步结果', [
    { value: 'changed', label: '已同步变更', status: 'success' },
    { value: 'unchanged', label: '无变更', status: 'default' },
  ]),
  e('hrStaffStatus', '人事状态', [
    { value: 'active', label: '在职', status: 'success' },
    { value: 'left', label: '离职', status: 'default' },
  ]),
  e('pageSize', '每页条数', [{ value: '10', label: '10 条' }, { value: '20', label: '20 条' }, { value: '50', label: '50 条' }]),
];

/**
 * The icon of a menu group: the node's own `icon` when the server sends a known one, else
 * the first rule whose keywords occur in the group's name (the catalogue's ~80 group names
 * share a small vocabulary: 统计、监控、费用、人员…), else a folder.
 */
import { iconPaths, type IconName } from '../../icons';

const RULES: ReadonlyArray<readonly [IconName, readonly string[]]> = [
  ['home', ['首页']],
  ['video', ['视频', '录像', '摄像']],
  ['shield', ['安全']],
  ['warning', ['报警', '告警', '预警', '应急']],
  ['map', ['一张图', '地图', '区域', '轨迹']],
  ['monitor', ['监控', '监测']],
  ['chart', ['统计', '分析', '报表', '看板', '准确率', '质量']],
  ['scale', ['称重', '计量']],
  ['money', ['费用', '结算', '合同', '订单']],
  ['team', ['人员', '用户', '考勤', '单位', '组织', '通讯']],
  ['clipboard', ['巡检', '考评', '考核', '问题', '检查', '审批']],
  ['leaf', ['苗木', '养护', '绿化']],
  ['box', ['库', '资产', '设施', '设备', '公厕', '处置']],
  ['truck', ['车辆', '收运', '调度', '油', '维修', '作业', '回收', '保洁']],
  ['settings', ['设置', '运维', '配置', '参数', '字典', '集成']],
  ['database', ['基础', '档案', '资料', '数据', '台账', '日志', '绑定']],
];

const isIconName = (name: unknown): name is IconName => typeof name === 'string' && Object.hasOwn(iconPaths, name);

export function groupIcon(group: { name: string; icon?: string }): IconName {
  if (isIconName(group.icon)) return group.icon;
  return RULES.find(([, words]) => words.some((w) => group.name.includes(w)))?.[0] ?? 'folder';
}

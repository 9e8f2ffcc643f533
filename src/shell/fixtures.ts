/** Mock data for the shell stories: a 垃圾收运 menu, systems, tabs and notices (no live server). */
import type { SystemItem } from '../session/login-info';
import type { MenuNode } from './menuSearch/menuTree';
import type { SavedPage } from './menuSearch/recent';
import type { ShellTab } from './tabs/tabsModel';
import type { Notice } from './Header/NoticeList';

const leaf = (id: string, name: string, parentId: string, extra: Partial<MenuNode> = {}): MenuNode => ({ id, name, uri: `/ljszy/${id.split('-').pop()}`, parentId, ...extra });

export const demoTree: MenuNode[] = [
  { id: 'ljszy-home', name: '首页', uri: null, parentId: null, children: [leaf('ljszy-home-welcome', '工作台', 'ljszy-home', { isWelcomeMenu: true })] },
  { id: 'ljszy-g1', name: '基础信息', uri: null, parentId: null, children: [
    leaf('ljszy-g1-carInfo', '车辆信息', 'ljszy-g1'), leaf('ljszy-g1-facilityInfo', '收运设施', 'ljszy-g1'), leaf('ljszy-g1-company', '收运单位', 'ljszy-g1'),
  ] },
  { id: 'ljszy-g2', name: '收运作业', uri: null, parentId: null, children: [
    leaf('ljszy-g2-route', '收运线路', 'ljszy-g2'), leaf('ljszy-g2-carWork', '车辆作业', 'ljszy-g2'),
  ] },
  { id: 'ljszy-g3', name: '称重管理', uri: null, parentId: null, children: [leaf('ljszy-g3-carWeightOperate', '车辆称重', 'ljszy-g3')] },
];

export const demoSystems: SystemItem[] = [
  { id: 'ljszy', code: 'ljszy', name: '垃圾收运' },
  { id: 'ljsy', code: 'ljsy', name: '垃圾分类' },
  { id: 'clgl', code: 'clgl', name: '车辆管理' },
  { id: 'jxbj', code: 'jxbj', name: '机械保洁' },
];

export const demoTabs: ShellTab[] = [
  { id: 'ljszy-home-welcome', title: '工作台', uri: '/ljszy/welcome', closable: false },
  { id: 'ljszy-g1-carInfo', title: '车辆信息', uri: '/ljszy/carInfo', namePath: ['基础信息'], pinned: true },
  { id: 'ljszy-g2-route', title: '收运线路', uri: '/ljszy/route', namePath: ['收运作业'] },
  { id: 'ljszy-g3-carWeightOperate', title: '车辆称重', uri: '/ljszy/carWeightOperate', namePath: ['称重管理'] },
];

export const demoPages: SavedPage[] = [
  { id: 'ljszy-g1-carInfo', name: '车辆信息', uri: '/ljszy/carInfo', systemCode: 'ljszy', systemName: '垃圾收运', namePath: ['基础信息'] },
  { id: 'ljszy-g2-route', name: '收运线路', uri: '/ljszy/route', systemCode: 'ljszy', systemName: '垃圾收运', namePath: ['收运作业'] },
  { id: 'clgl-g1-car', name: '车辆档案', uri: '/clgl/car', systemCode: 'clgl', systemName: '车辆管理', namePath: ['基础资料'] },
];

export const demoNotices: Notice[] = [
  {
    id: 'n1', title: '浙A·D1234 压缩车超时未到站（城东转运站）', time: '2 小时前', level: 'warning', read: false,
    content: '车辆计划 08:00 到达城东转运站，当前延误 35 分钟。请调度员联系驾驶员确认路况，必要时调派备用车辆。',
  },
  { id: 'n2', title: '厨余垃圾日报已生成：共 286.4 吨', time: '5 小时前', read: false, content: '昨日厨余垃圾收运 286.4 吨，环比上升 3.2%。' },
  { id: 'n3', title: '系统维护通知：11 月 28 日 22:00–23:30', time: '昨天 19:30', read: true, content: '届时平台将升级数据库，请提前导出当日报表。' },
];

/** A small captcha picture as an SVG data address (no network in stories). */
export const demoCaptcha = {
  vid: 'demo-vid',
  img: `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="white"/><text x="18" y="28" font-size="22" font-family="monospace" fill="black">2468</text></svg>')}`,
};

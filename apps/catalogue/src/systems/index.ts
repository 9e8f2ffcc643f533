/**
 * Every system, one line each, in the order /navigation lists them. Each loads on demand: the
 * web app makes one chunk per system and fetches it when that system opens; the server loads
 * them all at start. Adding a system is its folder plus one line here (docs/adding-a-system.md).
 */
import type { ModuleDefinition } from '../model/system';

type Loader = () => Promise<{ default: ModuleDefinition }>;

export const systemLoaders = {
  ljszy: () => import('./ljszy'), // 垃圾收运
  ljsy: () => import('./ljsy'), // 收运一张图
  clgl: () => import('./clgl'), // 车辆管理
  clwxfw: () => import('./clwxfw'), // 维修与费用
  clyx: () => import('./clyx'), // 车辆运行
  sbbj: () => import('./sbbj'), // 设备在线
  gfgj: () => import('./gfgj'), // 回收清运
  kcgl: () => import('./kcgl'), // 仓库管理
  bkdz: () => import('./bkdz'), // 分类准确率
  ljfl: () => import('./ljfl'), // 垃圾分类
  jxbj: () => import('./jxbj'), // 道路保洁
  gcgl: () => import('./gcgl'), // 公厕管理
  spjg: () => import('./spjg'), // 视频监管
  zyhsjg: () => import('./zyhsjg'), // 再生资源监管
  ljcz: () => import('./ljcz'), // 垃圾处置
  ylyh: () => import('./ylyh'), // 园林养护
  zcgl: () => import('./zcgl'), // 资产管理
  rytz: () => import('./rytz'), // 人员台账
  rykq: () => import('./rykq'), // 考勤管理
  zyry: () => import('./zyry'), // 作业人员
  yjwz: () => import('./yjwz'), // 应急保障
  ryxj: () => import('./ryxj'), // 巡检考评
  wtsb: () => import('./wtsb'), // 问题上报
  aqsc: () => import('./aqsc'), // 安全生产
  xmht: () => import('./xmht'), // 项目合同
  sbzhgl: () => import('./sbzhgl'), // 设备管理
  khgl: () => import('./khgl'), // 考核管理
  zhdd: () => import('./zhdd'), // 指挥调度
  xtgl: () => import('./xtgl'), // 系统管理
} satisfies Record<string, Loader>;

export type SystemCode = keyof typeof systemLoaders;

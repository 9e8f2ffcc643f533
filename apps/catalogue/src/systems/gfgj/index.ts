/** 回收清运 (gfgj): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'gfgj',
  name: '回收清运',
  enumCalls: ['/cloud/gfgj/common/loadEnumValue'],
  menu: [
    group('用户管理', [planned('auditBusiness', '商户审核'), planned('auditRecycling', '回收员审核'), planned('wechatUser', '微信用户'), planned('recharge', '充值记录'), planned('insider', '内部人员')]),
    group('订单管理', [planned('order', '订单列表'), planned('cartingOrder', '清运订单'), planned('inviteRecord', '邀请记录')]),
    group('基础数据', [planned('garbageClass', '垃圾类别'), planned('stationPoint', '站点'), planned('deptArea', '部门区域'), planned('disposalSite', '处置场'), planned('disposalSigning', '处置场签约')]),
    group('统计分析', [planned('heatMap', '热力图'), planned('realtimeStat', '实时统计'), planned('flowChart', '流向图'), planned('terminalBoard', '终端设备看板')]),
  ],
});

/** 回收清运 enums: users and their audit, orders, classes, stations, disposal sites, terminals. */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const gfgjEnums: readonly EnumDefinition[] = [
  e('gfgjUserType', '用户类型', [
    { value: 'resident', label: '居民' }, { value: 'business', label: '商户' }, { value: 'recycler', label: '回收员' }, { value: 'insider', label: '内部人员' },
  ]),
  e('gfgjAuditStatus', '审核状态', [
    { value: 'pending', label: '待审核', status: 'warning' }, { value: 'passed', label: '已通过', status: 'success' }, { value: 'rejected', label: '已驳回', status: 'error' },
  ]),
  e('gfgjUserStatus', '账号状态', [{ value: 'normal', label: '正常', status: 'success' }, { value: 'frozen', label: '冻结', status: 'default' }]),
  e('gfgjBindApp', '绑定渠道', [{ value: 'miniProgram', label: '微信小程序' }, { value: 'officialAccount', label: '微信公众号' }]),
  e('gfgjPayWay', '充值方式', [{ value: 'wechat', label: '微信支付' }, { value: 'cash', label: '现金' }, { value: 'transfer', label: '银行转账' }]),
  e('gfgjOrderType', '订单类型', [{ value: 'doorPickup', label: '预约上门' }, { value: 'stationDelivery', label: '站点投交' }, { value: 'bulky', label: '大件回收' }]),
  e('gfgjOrderStatus', '订单状态', [
    { value: 'pending', label: '待接单', status: 'warning' }, { value: 'accepted', label: '已接单', status: 'info' },
    { value: 'finished', label: '已完成', status: 'success' }, { value: 'cancelled', label: '已取消', status: 'default' },
  ]),
  e('gfgjCheckStatus', '核验状态', [
    { value: 'unchecked', label: '待核验', status: 'warning' }, { value: 'passed', label: '核验通过', status: 'success' }, { value: 'rejected', label: '核验不通过', status: 'error' },
  ]),
  e('gfgjGarbageCategory', '垃圾大类', [
    { value: 'recyclable', label: '可回收物' }, { value: 'hazardous', label: '有害垃圾' }, { value: 'kitchen', label: '易腐垃圾' }, { value: 'other', label: '其他垃圾' },
  ]),
  e('gfgjEnable', '启用状态', [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }]),
  e('gfgjStationType', '站点类型', [
    { value: 'recycleStation', label: '回收站' }, { value: 'recycleRoom', label: '回收小屋' }, { value: 'transitStation', label: '中转站' }, { value: 'smartBox', label: '智能回收箱' },
  ]),
  e('gfgjTerminalStatus', '终端状态', [
    { value: 'online', label: '在线', status: 'success' }, { value: 'offline', label: '离线', status: 'default' }, { value: 'fault', label: '故障', status: 'error' },
  ]),
  e('gfgjCartingStatus', '清运状态', [
    { value: 'dispatched', label: '已派车', status: 'info' }, { value: 'transporting', label: '运输中', status: 'warning' },
    { value: 'arrived', label: '已到场', status: 'success' }, { value: 'cancelled', label: '已取消', status: 'default' },
  ]),
  e('gfgjSiteType', '处置场类型', [
    { value: 'sortingCenter', label: '再生资源分拣中心' }, { value: 'recyclingPlant', label: '再生利用工厂' }, { value: 'hazardousPlant', label: '危废处置中心' }, { value: 'incineration', label: '焚烧发电厂' },
  ]),
  e('gfgjSigningStatus', '签约状态', [
    { value: 'effective', label: '生效中', status: 'success' }, { value: 'expired', label: '已到期', status: 'default' }, { value: 'terminated', label: '已终止', status: 'error' },
  ]),
  e('gfgjRewardStatus', '奖励状态', [{ value: 'pending', label: '待发放', status: 'warning' }, { value: 'rewarded', label: '已发放', status: 'success' }]),
  // A collector's position on the order map (map pages colour markers by these states).
  e('gfgjMapState', '地图状态', [{ value: 'online', label: '已完成' }, { value: 'offline', label: '待处理' }, { value: 'alarm', label: '超时未接' }]),
  // An order on the map (report orderMap's mapState): done, past its appointment, or waiting.
  e('gfgjOrderMapState', '订单地图状态', [
    { value: 'online', label: '已完成', status: 'success' }, { value: 'alarm', label: '已超时', status: 'error' }, { value: 'offline', label: '待上门', status: 'default' },
  ]),
];

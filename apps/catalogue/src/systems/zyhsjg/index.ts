/** 再生资源监管 (zyhsjg): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'zyhsjg',
  name: '再生资源监管',
  enumCalls: ['/cloud/zyhsjg/common/loadEnumValue.smvc'],
  menu: [
    group('基础信息', [planned('customer', '客户'), planned('site', '回收站点'), planned('category', '资源类别')]),
    group('回收记录', [planned('customerRecord', '客户回收记录'), planned('siteSorting', '站点分拣记录'), planned('siteHandle', '站点处理记录')]),
    group('监管统计', [planned('supervision', '监管统计'), planned('trajectory', '车辆轨迹')]),
  ],
});

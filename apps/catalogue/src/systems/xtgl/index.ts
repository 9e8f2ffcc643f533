/** 系统管理 (xtgl): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';
import { mapEnums, mapSettings } from './mapSettings';
import { accessPages } from './access';

const { group, planned } = menu;

export default defineSystem({
  code: 'xtgl',
  name: '系统管理',
  menu: [
    group('用户与权限', accessPages),
    group('用户与组织', [planned('org', '组织机构'), planned('staffTree', '人员树')]),
    group('参数与字典', [
      planned('tenantConstant', '租户常量'), planned('param', '参数配置'), planned('enum', '枚举字典'), planned('menu', '菜单定义'),
      { kind: 'settings', key: 'mapSettings', title: '地图设置', resource: 'mapSettings' },
    ]),
    group('平台集成', [planned('wechatBinding', '企业微信绑定'), planned('appInfo', '应用信息'), planned('incomeDetail', '收入明细'), planned('partyPost', '党员岗位绑定')]),
    group('日志', [planned('operationHistory', '操作日志'), planned('fileDownload', '批量文件下载')]),
  ],
  resources: [mapSettings],
  enums: mapEnums,
});

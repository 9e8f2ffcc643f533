/** 设备在线 (sbbj): online and offline state of car GPS, car cameras, facility cameras and toilet devices. */
import { defineSystem, menu } from '../../model/system';
import { sbbjReports } from './reports';
import { deviceResources, sbbjEnums } from './resources';

const { group, list, report } = menu;

const kinds = [['cargps', '车辆定位设备'], ['carcamera', '车载摄像头'], ['infrascamera', '设施摄像头'], ['toiletdevice', '公厕设备']] as const;

export default defineSystem({
  code: 'sbbj',
  name: '设备在线',
  enumCalls: ['/envcloud/hw/sbbj/api/v1/common/loadEnumValue'],
  menu: kinds.map(([kind, title]) => group(title, [
    list(`${kind}Online`, `${title}在线列表`, kind),
    report(`${kind}Offline`, `${title}离线列表`, `${kind}Offline`),
    report(`${kind}OfflineDetail`, `${title}离线明细`, `${kind}OfflineDetail`),
  ])),
  resources: deviceResources,
  enums: sbbjEnums,
  reports: sbbjReports,
});

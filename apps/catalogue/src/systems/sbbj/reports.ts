/**
 * Offline analysis of each device kind (spec: offlinePageList, offlineDetail, offlineExport),
 * answered by the server from the heartbeats and the recorded offline periods.
 */
import type { ReportDefinition } from '../../model/reports';

const B = '/envcloud/hw/sbbj/api/v1';

const offlineColumns = [
  { key: 'deviceNo', label: '设备编号' }, { key: 'mountName', label: '安装对象' }, { key: 'lastHeartbeat', label: '最后心跳' },
  { key: 'offlineSince', label: '离线开始' }, { key: 'offlineDuration', label: '已离线时长' }, { key: 'periods', label: '期间离线次数' },
];
const detailColumns = [
  { key: 'deviceNo', label: '设备编号' }, { key: 'mountName', label: '安装对象' }, { key: 'startTime', label: '离线开始' },
  { key: 'endTime', label: '恢复时间' }, { key: 'duration', label: '离线时长' }, { key: 'minutes', label: '时长(分钟)' },
];

function offlineReports(kind: string, title: string): ReportDefinition[] {
  return [
    {
      key: `${kind}Offline`, title: `${title}离线列表`, kind: 'custom', call: `${B}/${kind}/offlinePageList`, method: 'POST', handler: `${kind}OfflineList`,
      source: kind, filters: ['deviceNo'], paged: true, columns: offlineColumns, export: `${B}/${kind}/offlineExport`,
    },
    {
      key: `${kind}OfflineDetail`, title: `${title}离线明细`, kind: 'custom', call: `${B}/${kind}/offlineDetail`, method: 'POST', handler: `${kind}OfflineDetail`,
      source: kind, filters: ['deviceNo'], paged: true, columns: detailColumns,
    },
  ];
}

export const sbbjReports: readonly ReportDefinition[] = [
  ...offlineReports('cargps', '车辆定位设备'),
  ...offlineReports('carcamera', '车载摄像头'),
  ...offlineReports('infrascamera', '设施摄像头'),
  ...offlineReports('toiletdevice', '公厕设备'),
  // Offline analysis runs up to now: reports default to the last 7 days ending today.
  { key: 'dataRange', title: '数据范围', kind: 'custom', call: `${B}/common/dataRange`, method: 'GET', handler: 'dataRange', columns: [] },
];

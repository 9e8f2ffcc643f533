/** spjg reports answered by the server's handlers (apps/server/src/systems/spjg). */
import type { ReportDefinition } from '../../model/reports';

export const spjgReports: readonly ReportDefinition[] = [
  {
    key: 'videoTree', title: '视频资源树', kind: 'custom', call: '/cloud/spjg/videoTree/getTree.jhtml', method: 'GET', handler: 'videoTree',
    columns: [{ key: 'name', label: '名称' }, { key: 'online', label: '在线' }, { key: 'total', label: '总数' }],
  },
];

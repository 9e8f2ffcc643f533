/** 视频监管 (spjg): video tree and walls, facility video alarms, 通用类型, uploaded clips. */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { spjgReports } from './reports';
import * as resources from './resources';

const { group, external, list } = menu;

const wall = (key: string, title: string, cameraTypes?: string[]): PageDefinition => ({ kind: 'videoWall', key, title, tree: 'videoTree', live: '/cloud/spjg/video/liveUrl.jhtml', ...(cameraTypes ? { cameraTypes } : {}) });

export default defineSystem({
  code: 'spjg',
  name: '视频监管',
  menu: [
    group('视频监控', [
      wall('videoTree', '视频资源树'),
      wall('carVideo', '车载视频', ['car']),
      wall('zcVideo', '中转站视频', ['zc']),
      wall('infraVideo', '设施视频', ['infra']),
      list('camera', '摄像头管理', 'camera'),
      external('realtimeVideo', '实时视频平台', 'http://VTX_IP:8090/video/#/realtime'),
    ]),
    group('视频报警', [
      list('infraAlarm', '设施视频报警', 'videoAlarm'),
      { kind: 'treeTable', key: 'currencyType', title: '通用类型', resource: 'currencyTypeEntity', treeField: 'typeId' },
      list('currencyTypeList', '类型定义', 'currencyType'),
    ]),
    group('录像管理', [
      {
        kind: 'videoClips', key: 'uploadedVideo', title: '上传视频', base: '/envcloud/hw/wl/api/v1/video',
        functions: [{ key: 'upload', label: '上传' }, { key: 'delete', label: '删除' }],
      },
      external('playback', '录像回放', 'http://VTX_IP:8090/video/#/playback'),
    ]),
  ],
  resources: [resources.camera, resources.currencyType, resources.currencyTypeEntity, resources.videoAlarm],
  enums: resources.spjgEnums,
  reports: spjgReports,
});

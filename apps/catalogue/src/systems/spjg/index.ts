/** 视频监管 (spjg): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, external, planned } = menu;

export default defineSystem({
  code: 'spjg',
  name: '视频监管',
  menu: [
    group('视频监控', [planned('videoTree', '视频资源树'), planned('carVideo', '车载视频'), planned('infraVideo', '设施视频'), external('realtimeVideo', '实时视频平台', 'http://VTX_IP:8090/video/#/realtime')]),
    group('视频报警', [planned('infraAlarm', '设施视频报警'), planned('currencyType', '报警类型')]),
    group('录像管理', [planned('uploadedVideo', '上传视频'), external('playback', '录像回放', 'http://VTX_IP:8090/video/#/playback')]),
  ],
});

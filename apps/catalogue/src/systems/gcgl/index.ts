/** 公厕管理 (gcgl): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'gcgl',
  name: '公厕管理',
  menu: [
    group('公厕档案', [planned('equipment', '公厕信息'), planned('device', '公厕设备'), planned('sensor', '传感器')]),
    group('运行监测', [planned('alarm', '报警记录'), planned('waterElectric', '水电统计'), planned('comment', '评价管理'), planned('gis', '公厕地图')]),
    group('保洁管理', [planned('cleanDaily', '保洁日报'), planned('cleanRecord', '保洁记录'), planned('kanban', '公厕看板')]),
  ],
});

/** 作业人员 (zyry): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'zyry',
  name: '作业人员',
  menu: [
    group('人员监控', [planned('kanban', '人员看板'), planned('realtimePosition', '实时位置'), planned('attendance', '出勤情况'), planned('overtime', '加班情况')]),
    group('作业配置', [planned('jobArea', '作业区域'), planned('jobElement', '作业要素'), planned('post', '岗位')]),
    group('设备与合同', [planned('device', '定位设备'), planned('contract', '人员合同')]),
  ],
});

/** 应急保障 (yjwz): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'yjwz',
  name: '应急保障',
  menu: [
    group('应急资源', [planned('staff', '应急人员'), planned('car', '应急车辆'), planned('storehouse', '应急仓库')]),
    group('应急监控', [planned('position', '人员位置'), planned('carPosition', '车辆位置'), planned('board', '应急看板')]),
  ],
});

/** 垃圾处置 (ljcz): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'ljcz',
  name: '垃圾处置',
  menu: [
    group('处置设施', [planned('facility', '设施台账'), planned('station', '处置场站'), planned('stationPound', '场站地磅绑定'), planned('vehicleSite', '车辆场站')]),
    group('运维管理', [planned('maintenanceRecord', '维修记录'), planned('maintenanceFeeType', '维修费用类型'), planned('accessories', '配件'), planned('waterElectric', '水电统计')]),
    group('报表看板', [planned('stationDaily', '场站日报'), planned('stationMonthly', '场站月报'), planned('kanban', '处置看板'), planned('transportBoard', '转运看板'), planned('gis', '处置地图')]),
  ],
});

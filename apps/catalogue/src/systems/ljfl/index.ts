/** 垃圾分类 (ljfl): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'ljfl',
  name: '垃圾分类',
  menu: [
    group('基础数据', [planned('unit', '分类单位'), planned('car', '分类车辆'), planned('collectFacility', '收集设施'), planned('handleFacility', '处理设施'), planned('deptArea', '部门区域')]),
    group('分类质量', [planned('qualityIndex', '分类质量指数'), planned('village', '村庄分类'), planned('lifeScore', '生活垃圾评分'), planned('sourceReduction', '源头减量')]),
    group('数据统计', [planned('garbageQuantity', '垃圾量统计'), planned('carWeighRecord', '车辆称重记录'), planned('bigData', '大数据分析'), planned('gisStat', 'GIS 统计'), planned('board', '分类看板')]),
  ],
});

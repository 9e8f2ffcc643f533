/** 园林养护 (ylyh): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'ylyh',
  name: '园林养护',
  menu: [
    group('苗木管理', [planned('nurseryType', '苗木类型'), planned('nurserySubtype', '苗木子类'), planned('nurseryRecord', '苗木台账'), planned('nurseryHistory', '苗木历史')]),
    group('养护管理', [planned('groupArea', '养护片区'), planned('tree', '古树名木'), planned('treeCuring', '养护记录')]),
  ],
});

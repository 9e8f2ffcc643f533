/** 指挥调度 (zhdd): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, external, planned } = menu;

export default defineSystem({
  code: 'zhdd',
  name: '指挥调度',
  menu: [
    group('调度', [planned('resourceMode', '资源模式'), planned('dispatchMode', '调度模式'), external('console', '调度台', 'http://VTX_IP:8091/dispatch/')]),
    group('通讯', [planned('communication', '通讯录'), planned('group', '群组'), planned('groupChat', '群聊')]),
  ],
});

/** 项目合同 (xmht): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'xmht',
  name: '项目合同',
  menu: [
    group('项目合同', [planned('project', '项目'), planned('contract', '合同'), planned('service', '服务内容')]),
    group('单位', [planned('organisation', '合作单位'), planned('shareholder', '股东'), planned('report', '合同报表')]),
  ],
});

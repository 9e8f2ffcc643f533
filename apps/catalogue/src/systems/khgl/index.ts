/** 考核管理 (khgl): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'khgl',
  name: '考核管理',
  menu: [
    group('考核配置', [planned('dimension', '考核维度'), planned('subject', '考核对象'), planned('rule', '考核规则')]),
    group('考核记录', [planned('record', '考核记录'), planned('remark', '考核备注')]),
  ],
});

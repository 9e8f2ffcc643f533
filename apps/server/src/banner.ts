import { demoUsers } from './seed/demo-data';

/** Prints the address and the demo accounts (README and issue 6 list the same). */
export function printBanner(url: string, database: string): void {
  const lines = [
    '',
    `城市公共服务管理平台 参考 API 服务已启动（数据库：${database}）`,
    `地址: ${url}`,
    '',
    '演示账号（用户名 / 密码 / 说明）:',
    ...demoUsers.map((u) => `  ${u.username.padEnd(9)} ${u.password.padEnd(14)} 租户 ${u.tenantId === '0' ? '无' : u.tenantId}，${u.note}`),
    '',
  ];
  console.log(lines.join('\n'));
}

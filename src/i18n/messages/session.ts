/** Messages of the session library (platform-shell §4, §8). */
export const session = {
  loggedOut: '已注销，请重新登录',
  passwordExpired: '密码已过期',
  requestFailed: '请求失败',
  passwordChanged: '修改密码成功，请重新登录',
  passwordChangeFailed: '修改密码失败',
  passwordCipherUnavailable: '当前浏览器无法加密传输新密码（需通过 HTTPS 访问），请改用 HTTPS 地址后重试',
  badCredentials: '用户名或密码不存在',
  autoLoginExpired: '登录间隔时间过长，自动登录已失效，请重新登录',
  vcodeRequired: '请输入验证码',
  passwordRuleFailed: '密码不符合规则',
} as const;

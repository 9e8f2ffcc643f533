/** Messages of the request layer (platform-shell §8, business-modules §8). */
export const request = {
  notFound: '接口不存在',
  serverError: '服务器接口异常',
  otherStatus: '请求出错（状态码 {status}），请检查网络或刷新重试',
  serviceUnavailable: '服务不可用',
  networkError: 'Network Error',
  aborted: '请求已中止',
  timeout: 'timeout of {ms} ms exceeded',
  requestFailed: '请求失败',
  serverException: '服务器异常',
  loginTimeout: '登录超时，请重新登录',
  alreadyExecuting: '程序正在执行中',
  redirectCountdown: '{seconds} 秒后跳转到登录页',
  downloadFailed: '文件下载失败',
  defaultFileName: '下载文件',
} as const;

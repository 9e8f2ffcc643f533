/**
 * URLs of the shell's calls (platform-shell §7). Where the spec shows `{hash}`/`{token}`
 * instead of a path, the paths agreed with the reference-server work are used
 * (docs/decisions/0203).
 */
export const SESSION_URLS = {
  login: '/cas/login',
  loginWithVcode: '/cas/loginWithVcode',
  loginForToken: '/cas/loginForToken',
  logout: '/cas/logout',
  checkToken: '/casServer/checkToken',
  user: '/casServer/user',
  thirdPartyToken: '/cas/getTokenFromThirdPartyAppUser',
  videoSsoCheck: '/cas/judgehuangshanvideo',
  captcha: '/cloud/management/rest/np/login/captcha',
  getByParamTypeCode: '/cloud/management/rest/np/param/getByParamTypeCode',
  checkPasswordExpired: '/cloud/management/rest/user/checkPasswordExpired',
  changePassword: '/cloud/management/rest/user/changePassword',
  passwordPublicKey: '/cloud/management/rest/np/password/publicKey',
  menuSearch: '/cloud/management/rest/menu/searchMenu',
  getMenuJson: '/cloud/management/util/getMenuJson.sa',
  loginInfo: '/cloud/management/util/logininfo.sa',
  systemList: '/cloud/management/rest/system/getSystemListByUserId',
  trackVisit: '/cloud/management/rest/track/visit',
  trackStay: '/cloud/management/rest/track/stay',
  noticeList: '/cloud/management/rest/notice/list',
  noticeRead: '/cloud/management/rest/notice/read',
  downloadFile: '/cloudFile/common/downloadFile',
  orgTree: '/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr',
  departments: '/cloud/ehr/sync/dept/loadDepartmentEhr',
  functions: '/cloud/management/rest/function/getFunctionsByUserIdAndSystem',
} as const;

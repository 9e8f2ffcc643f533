/**
 * Every constant of platform-shell §9 and business-modules §9, in one typed module.
 * Modules import from here instead of repeating literals, so a changed limit changes once.
 */
export const SPEC_CONSTANTS = {
  /** Auto-login is honoured only while the saved timestamp is younger than 7 days. */
  autoLoginValidityMs: 604_800_000,
  /** Delay before redirecting to the password change page when the tenant rule fails. */
  passwordRuleRedirectDelayMs: 3_000,
  /** Wait before logging out after a successful password change. */
  logoutAfterPasswordChangeMs: 2_000,
  /** How long the login-timed-out message stays on screen before the redirect. */
  loginTimeoutMessageMs: 3_000,
  passwordParamTypeCode: 'param_password_validate',
  /** Fixed marker sent in the login body to identify the web user client. */
  loginWeb: 'web',
  rememberMeKey: 'rememberMe',
  systemInfoKey: 'systemInfo',
  themes: ['ClassicBlue', 'OceanBlue', 'TechBlue'] as const,
  defaultTheme: 'ClassicBlue',
  menuExpandType: 'first',
  menuCollapsedByDefault: true,
  multipleTabByDefault: true,
  pageChunkTimeoutMs: 120_000,
  /** Time-out of most request layers (30 s). */
  requestTimeoutMs: 30_000,
  /** Time-out of the problem-reporting helper. */
  problemReportTimeoutMs: 120_000,
  downloadTimeoutMs: 600_000,
  /** The HTTP client's own default: no time-out; every call sets its own. */
  httpClientDefaultTimeoutMs: 0,
  successStatusMin: 200,
  successStatusMax: 299,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  screenDesignWidth: 1920,
  screenDesignHeight: 1080,
  responsiveDesignWidth: 750,
  resizeDebounceMs: 288,
  responseCacheTtlMs: 60_000,
  requestCacheTimeMs: 5 * 60_000,
  requestFocusGapMs: 5_000,
  noticeDurationMs: 1_500,
  expiredLoginCountdownSeconds: 3,
  countdownTickMs: 1_000,
  dateLocale: 'zh-cn',
  defaultPageSize: 10,
  assetBasePrefix: 'sds/',
} as const;

export type SpecConstants = typeof SPEC_CONSTANTS;
export type ThemeName = (typeof SPEC_CONSTANTS.themes)[number];

/** True for the success status range 200–299 of §9. */
export function isSuccessStatus(status: number): boolean {
  return status >= SPEC_CONSTANTS.successStatusMin && status <= SPEC_CONSTANTS.successStatusMax;
}

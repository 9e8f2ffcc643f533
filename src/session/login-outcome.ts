/**
 * What a sign-in answers and whether it asks for the captcha. Types and one pure function only,
 * so the login page can use them without loading the request stack (docs/decisions/0205).
 */
import type { ApiResult } from '../request/types';
import type { LoginInfo } from './login-info';

export type LoginOutcome =
  | { ok: true; info: LoginInfo; accessToken?: string; body: ApiResult<unknown> }
  | { ok: false; message: string; body?: ApiResult<unknown> };

/** Whether a failed sign-in asks for the captcha (a captcha is single-use: fetch a new one). */
export function needsCaptcha(outcome: LoginOutcome): boolean {
  const body = outcome.body as { result?: unknown; data?: { needVcode?: unknown } } | undefined;
  return body?.data?.needVcode === true || body?.result === 1001 || body?.result === 1002;
}

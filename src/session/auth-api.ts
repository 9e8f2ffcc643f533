/** Sign-in, sign-out and single sign-on calls (platform-shell §4, §7, §8). */
import { session as messages } from '../i18n/messages/session';
import type { RequestClient } from '../request/client';
import { SPEC_CONSTANTS } from '../request/constants';
import { defineEndpoint } from '../request/endpoint';
import { RequestError } from '../request/errors';
import type { ApiResult, Payload } from '../request/types';
import { parseAccessTokenHeader, parseLoginInfo } from './login-info';
import { toWirePassword, type PasswordInput } from './password';
import { SESSION_URLS as URLS } from './urls';

// Login calls are tokenless and silent: the login form shows its own message (§8).
const loginCall = (url: string) => defineEndpoint({ url, method: 'post', entity: 'json', tokenless: true, noCancel: true });
const sessionCall = (url: string, method: 'get' | 'post' = 'post') =>
  defineEndpoint({ url, method, entity: method === 'get' ? 'query' : 'json', authFailure: 'session' });

export const AUTH_ENDPOINTS = {
  login: loginCall(URLS.login),
  loginWithVcode: loginCall(URLS.loginWithVcode),
  loginForToken: loginCall(URLS.loginForToken),
  logout: sessionCall(URLS.logout),
  checkToken: sessionCall(URLS.checkToken),
  user: sessionCall(URLS.user),
  thirdPartyToken: defineEndpoint({ url: URLS.thirdPartyToken, method: 'post', entity: 'form', pack: 'parameters', tokenless: true }),
  // Sent with the session token: the server answers signed-in callers only.
  videoSsoCheck: defineEndpoint({ url: URLS.videoSsoCheck }),
  captcha: defineEndpoint({ url: URLS.captcha, method: 'post', entity: 'form', tokenless: true }),
  loginInfo: defineEndpoint({ url: URLS.loginInfo, pack: 'identity', authFailure: 'session' }),
};

export interface Credentials {
  username: string;
  password: PasswordInput;
}

// The outcome type and the captcha rule live in a module without the request stack: the login page reads them before its first paint.
export { needsCaptcha, type LoginOutcome } from './login-outcome';
import type { LoginOutcome } from './login-outcome';

/** §8 login failure: the server message if it is a non-empty string, else the default. */
export function loginFailureMessage(msg: unknown): string {
  return typeof msg === 'string' && msg.trim() ? msg : messages.badCredentials;
}

/** §8 auto-login failure: the server message only if it mentions the verification code. */
export function autoLoginFailureMessage(msg: unknown): string {
  return typeof msg === 'string' && msg.includes('验证码') ? msg : messages.badCredentials;
}

async function signIn(client: RequestClient, endpoint: ReturnType<typeof loginCall>, body: Record<string, unknown>): Promise<LoginOutcome> {
  let header: string | undefined;
  try {
    const answer = await client.call<Record<string, unknown>>(endpoint, body, {
      silent: true,
      onResponseHeaders: (headers) => (header = headers['access-token']),
    });
    return { ok: true, info: parseLoginInfo(answer.data), accessToken: parseAccessTokenHeader(header), body: answer };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const failed = error.kind === 'result' ? (error.body as ApiResult<unknown>) : undefined;
    return { ok: false, message: loginFailureMessage(failed?.msg), body: failed };
  }
}

export function createAuthApi(client: RequestClient) {
  return {
    /** POST /cas/login: username, hashed password, ip, loginWeb marker. */
    login: ({ username, password }: Credentials, ip = '') =>
      signIn(client, AUTH_ENDPOINTS.login, { username, password: toWirePassword(password), ip, loginWeb: SPEC_CONSTANTS.loginWeb }),

    /** POST /cas/loginWithVcode: the captcha code is required (§5). */
    async loginWithVcode({ username, password }: Credentials, vid: string, vcode: string): Promise<LoginOutcome> {
      if (!vcode.trim()) return { ok: false, message: messages.vcodeRequired };
      return signIn(client, AUTH_ENDPOINTS.loginWithVcode, { username, password: toWirePassword(password), vid, vcode });
    },

    /** POST /cas/loginForToken: used by auto-login with the remembered (hashed) credential. */
    loginForToken: ({ username, password }: Credentials) =>
      signIn(client, AUTH_ENDPOINTS.loginForToken, { username, password: toWirePassword(password) }),

    logout: () => client.call(AUTH_ENDPOINTS.logout),
    checkToken: () => client.call(AUTH_ENDPOINTS.checkToken),
    getUser: () => client.call<Record<string, unknown>>(AUTH_ENDPOINTS.user).then((a) => a.data),

    captcha: (oldId = '') => client.call<{ vid: string; img: string }>(AUTH_ENDPOINTS.captcha, { oldId }).then((a) => a.data),

    /** §4 single sign-on: data when result is 0, otherwise false. */
    getTokenFromThirdPartyAppUser: (appUser: Payload) => dataOrFalse(client.call(AUTH_ENDPOINTS.thirdPartyToken, appUser, { silent: true })),

    /** The login-info call "behaves the same": data on result 0, else false. */
    getLoginInfo: () => dataOrFalse(client.call(AUTH_ENDPOINTS.loginInfo, undefined, { silent: true })),

    /** Video single sign-on check: the response data is returned. */
    videoSsoCheck: (userId: string, sessionId: string) =>
      client.call(AUTH_ENDPOINTS.videoSsoCheck, { userId, sessionId }).then((a) => a.data),
  };
}

async function dataOrFalse<T>(pending: Promise<ApiResult<T>>): Promise<T | false> {
  try {
    const answer = await pending;
    return answer.result === 0 ? answer.data : false;
  } catch (error) {
    if (error instanceof RequestError) return false; // "otherwise it returns false" (§4)
    throw error;
  }
}

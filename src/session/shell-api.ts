/** The main shell's calls: menus, menu search, password expiry and change, tracking (§4, §5, §7). */
import { session as messages } from '../i18n/messages/session';
import type { RequestClient } from '../request/client';
import { defineEndpoint } from '../request/endpoint';
import { RequestError } from '../request/errors';
import type { ApiResult } from '../request/types';
import { toWirePassword, type PasswordInput } from './password';
import { encryptForServer, type ServerKey } from './password-cipher';
import { SESSION_URLS as URLS } from './urls';

const post = (url: string) => defineEndpoint({ url, method: 'post', entity: 'json', authFailure: 'session' });
const get = (url: string) => defineEndpoint({ url, authFailure: 'session' });

export const SHELL_ENDPOINTS = {
  checkPasswordExpired: post(URLS.checkPasswordExpired),
  changePassword: post(URLS.changePassword),
  passwordPublicKey: get(URLS.passwordPublicKey),
  menuSearch: post(URLS.menuSearch),
  getMenuJson: get(URLS.getMenuJson),
  functions: get(URLS.functions),
  systemList: defineEndpoint({ url: URLS.systemList, pack: 'identity', authFailure: 'session' }),
  trackVisit: defineEndpoint({ url: URLS.trackVisit, method: 'post', entity: 'json', noCancel: true }),
  trackStay: defineEndpoint({ url: URLS.trackStay, method: 'post', entity: 'json', noCancel: true }),
  noticeList: defineEndpoint({ url: URLS.noticeList, method: 'post', entity: 'json' }),
  noticeRead: defineEndpoint({ url: URLS.noticeRead, method: 'post', entity: 'json', noCancel: true }),
  orgTree: defineEndpoint({ url: URLS.orgTree, pack: 'identity' }),
  departments: defineEndpoint({ url: URLS.departments, pack: 'identity' }),
  downloadFile: defineEndpoint({ url: URLS.downloadFile, pack: 'identity', download: 'blob' }),
};

/** A notice of the header's notice panel, as the server sends it. */
export interface ShellNotice {
  id: string;
  title: string;
  content: string;
  level: 'info' | 'warning';
  publishedAt: string;
  read: boolean;
}

export interface NoticeInbox {
  list: ShellNotice[];
  unread: number;
}

export interface MenuSearchItem {
  id: string;
  name: string;
  uri: string;
  namePath?: string;
  systemCode?: string;
  systemName?: string;
  openModeCode?: string;
}

export interface MenuSearchQuery {
  keyword: string;
  userId: string;
  tenantId: string;
  systemCode: string;
}

export type PasswordChangeOutcome = { ok: true; message: string } | { ok: false; message: string };

/** §5: a result address containing VTX_IP has it replaced with the current host. */
export function replaceVtxIp(uri: string, host: string): string {
  return uri.split('VTX_IP').join(host);
}

/** An empty body arrives wrapped by the result convention as exactly `{ result: 0, data: '' }`. */
function isEmptyAnswer(answer: ApiResult<unknown>): boolean {
  const keys = Object.keys(answer).sort().join(',');
  return keys === 'data,result' && (answer.data === '' || answer.data === undefined);
}

const currentHost = (): string => (typeof location !== 'undefined' ? location.host : '');

export function createShellApi(client: RequestClient) {
  return {
    /** §4: boolean-like answer; failures show the server message or 请求失败. */
    async checkPasswordExpired(payload: { userId?: string; tenantId?: string } = {}): Promise<boolean> {
      const { data } = await client.call<unknown>(SHELL_ENDPOINTS.checkPasswordExpired, payload);
      return data === true || data === 'true' || data === 1 || data === '1';
    },

    /**
     * §4/§8: both passwords hashed; the new one also encrypted to the server's key so the
     * server can enforce the tenant rule (decision 0105). The caller logs out 2 s after success.
     */
    async changePassword(input: { oldPassword: PasswordInput; newPassword: { plain: string }; token: string }): Promise<PasswordChangeOutcome> {
      try {
        const { data: key } = await client.call<ServerKey>(SHELL_ENDPOINTS.passwordPublicKey, undefined, { silent: true });
        // WebCrypto exists only in secure contexts (HTTPS or localhost).
        const newPasswordCipher = await encryptForServer(key, input.newPassword.plain).catch(() => null);
        if (newPasswordCipher === null) return { ok: false, message: messages.passwordCipherUnavailable };
        const body = { oldPassword: toWirePassword(input.oldPassword), newPassword: toWirePassword(input.newPassword), newPasswordCipher, keyId: key.keyId, token: input.token };
        const answer = await client.call<unknown>(SHELL_ENDPOINTS.changePassword, body, { silent: true });
        if (isEmptyAnswer(answer)) return { ok: false, message: messages.passwordChangeFailed };
        return { ok: true, message: messages.passwordChanged };
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
        const msg = (error.body as ApiResult<unknown> | undefined)?.msg;
        return { ok: false, message: error.kind === 'result' && msg ? msg : messages.passwordChangeFailed };
      }
    },

    /** §5: trimmed text; empty text clears without a call; a non-list answer is ignored. */
    async searchMenu(query: MenuSearchQuery, host: string = currentHost()): Promise<MenuSearchItem[]> {
      const keyword = query.keyword.trim();
      if (!keyword) return [];
      const { data } = await client.call<unknown>(SHELL_ENDPOINTS.menuSearch, { ...query, keyword });
      if (!Array.isArray(data)) return [];
      return (data as MenuSearchItem[]).map((item) => ({ ...item, uri: replaceVtxIp(item.uri ?? '', host) }));
    },

    getMenuJson: (query: { tenantId: string; userId: string; token: string; systemCode: string }) =>
      client.call<unknown>(SHELL_ENDPOINTS.getMenuJson, query).then((a) => a.data),

    /** The user's functions in a system (decision 0330): all of them, or these codes. */
    getFunctions: (systemCode: string) =>
      client.call<{ all?: boolean; functions?: string[] }>(SHELL_ENDPOINTS.functions, { systemCode }).then((a) => ({
        all: a.data?.all === true, codes: Array.isArray(a.data?.functions) ? a.data.functions : [],
      })),

    getSystemListByUserId: () => client.call<unknown>(SHELL_ENDPOINTS.systemList).then((a) => a.data),

    /** Page visit: the answer's data.id is kept per menuId by the caller. */
    trackVisit: (payload: Record<string, unknown>) =>
      client.call<{ id?: string } | null>(SHELL_ENDPOINTS.trackVisit, payload, { silent: true }).then((a) => a.data?.id),

    trackStay: (payload: Record<string, unknown>) => client.call(SHELL_ENDPOINTS.trackStay, payload, { silent: true }),

    /** The notice panel's list: quiet on failure (the panel keeps what it showed). */
    listNotices: () =>
      client.call<NoticeInbox>(SHELL_ENDPOINTS.noticeList, {}, { silent: true }).then((a) => ({
        list: Array.isArray(a.data?.list) ? a.data.list : [], unread: Number(a.data?.unread ?? 0),
      })),

    /** Marks the given notices (or all) read; answers the new unread count. */
    readNotices: (target: { ids: string[] } | { all: true }) =>
      client.call<{ unread: number }>(SHELL_ENDPOINTS.noticeRead, target, { silent: true }).then((a) => Number(a.data?.unread ?? 0)),

    /** The shell uses the first item of the permission-scoped org tree. */
    loadOrgTree: (params: Record<string, unknown> = {}) =>
      client.call<unknown>(SHELL_ENDPOINTS.orgTree, params).then((a) => (Array.isArray(a.data) ? a.data[0] : undefined)),

    loadDepartments: (params: Record<string, unknown> = {}) => client.call<unknown>(SHELL_ENDPOINTS.departments, params).then((a) => a.data),

    downloadFile: (id: string) => client.download(SHELL_ENDPOINTS.downloadFile, { id }),
  };
}

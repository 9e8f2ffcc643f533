/**
 * Decision 0206 with the app's own request client: a 401 while the shell is on screen opens
 * the re-login dialog; signing in again retries the call; 返回登录页 shows 登录超时，请重新登录
 * and redirects after the 3-second countdown (§4, §8, §9; fake timers).
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineEndpoint } from '../../../../src/request/endpoint';
import { readSystemInfo, writeSystemInfo } from '../../../../src/session/system-info';
import { ThemeProvider } from '../../../../src/theme';
import { loginUrl } from '../app/basePath';
import { client } from '../app/client';
import { ReloginHost } from './ReloginHost';

const business = defineEndpoint({ url: '/ljszy/propertyCompany/save', method: 'post', entity: 'json', authFailure: 'resume', noCancel: true });

/** The server: the save needs the token "fresh"; /cas/login hands it out for Ops@2026!. */
const answer = (config: InternalAxiosRequestConfig, status: number, data: unknown) =>
  Promise.resolve({ data, status, statusText: String(status), headers: {}, config });
const server: AxiosAdapter = (config) => {
  if (config.url?.endsWith('/cas/login')) {
    return answer(config, 200, { result: 0, data: { token: 'fresh', tenantId: 't1', userId: 'u1', userName: 'ops', systemList: [] } });
  }
  if (String(config.headers.Authorization) === 'Bearer fresh') return answer(config, 200, { result: 0, data: { id: 9 } });
  const error = Object.assign(new Error('Request failed with status code 401'), {
    isAxiosError: true, config, response: { status: 401, statusText: '401', headers: {}, config, data: { result: 401, msg: '未登录或登录已超时，请重新登录' } },
  });
  return Promise.reject(error);
};

let root: Root | undefined;
let host: HTMLDivElement | undefined;
const original = client.axios.defaults.adapter;

beforeEach(() => {
  client.axios.defaults.adapter = server;
  writeSystemInfo({ tenantId: 't1', userId: 'u1', userName: 'ops', systemCode: 'ljszy', systemTitle: '垃圾收运', token: 'revoked' });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(<ThemeProvider><ReloginHost username="ops" systemCode="ljszy" systemTitle="垃圾收运" /></ThemeProvider>));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  client.axios.defaults.adapter = original;
  root?.unmount();
  host?.remove();
});

describe('ReloginHost', () => {
  it('signing in again resumes the failed save with the new token; no message, no redirect', async () => {
    const notify = vi.spyOn(client.adapters, 'notify');
    const redirect = vi.spyOn(client.adapters, 'redirect').mockImplementation(() => undefined);
    const saving = client.call<{ id: number }>(business, { name: '会话恢复物业' }, { silent: true });
    const dialog = page.getByRole('dialog', { name: '登录已超时' });
    await expect.element(dialog.getByRole('textbox', { name: '用户名' })).toHaveValue('ops');
    await userEvent.fill(dialog.getByLabelText('密码', { exact: true }), 'Ops@2026!');
    await userEvent.click(dialog.getByRole('button', { name: '重新登录' }));
    await expect(saving).resolves.toMatchObject({ data: { id: 9 } });
    expect(readSystemInfo()).toMatchObject({ token: 'fresh', systemCode: 'ljszy', systemTitle: '垃圾收运', userName: 'ops' });
    await expect.element(dialog).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('返回登录页: 登录超时，请重新登录 for 3 s, then the login address; the save rejects', async () => {
    const notify = vi.spyOn(client.adapters, 'notify').mockImplementation(() => undefined);
    const redirect = vi.spyOn(client.adapters, 'redirect').mockImplementation(() => undefined);
    const saving = client.call(business, {}, { silent: true }).catch((error: unknown) => error);
    const leave = page.getByRole('dialog', { name: '登录已超时' }).getByRole('button', { name: '返回登录页' });
    await expect.element(leave).toBeVisible();
    vi.useFakeTimers();
    (leave.element() as HTMLButtonElement).click();
    await expect(saving).resolves.toMatchObject({ status: 401 });
    expect(notify).toHaveBeenCalledWith('登录超时，请重新登录', { type: 'error', duration: 3_000 });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(redirect).toHaveBeenCalledWith(loginUrl());
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});

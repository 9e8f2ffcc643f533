/** The browser defaults of the adapters and the session records, in real Chromium. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAdapters } from '../adapters';
import { readRememberedLogin, saveRememberedLogin } from '../../session/remember-me';
import { hashPassword } from '../../session/password';
import { readSystemInfo, writeSystemInfo } from '../../session/system-info';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('browser adapters', () => {
  it('saveFile clicks a hidden anchor whose download attribute is the Chinese file name', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    browserAdapters.saveFile(new Blob(['名称,数量'], { type: 'text/csv' }), '车辆台账.csv');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('车辆台账.csv');
    expect(clicked[0].href.startsWith('blob:')).toBe(true);
    expect(document.body.contains(clicked[0])).toBe(false); // removed after the click
  });

  it('readCookie reads the XSRF-TOKEN cookie', () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1; path=/';
    expect(browserAdapters.readCookie('XSRF-TOKEN')).toBe('abc=1');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('openWindow opens a new window with the address', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    browserAdapters.openWindow('/cloud/x/export?name=%E9%81%93%E8%B7%AF');
    expect(open).toHaveBeenCalledWith('/cloud/x/export?name=%E9%81%93%E8%B7%AF', '_blank');
  });

  it("postToTop posts {type:'tokenInvalid'} to the top window", () => {
    const target = window.top ?? window;
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    browserAdapters.postToTop({ type: 'tokenInvalid' });
    expect(post).toHaveBeenCalledWith({ type: 'tokenInvalid' }, '*');
  });
});

describe('session records in localStorage', () => {
  it('rememberMe holds the obfuscated wire form, never the typed password', () => {
    saveRememberedLogin({ username: 'zs', password: { plain: 'Secret#1' }, rememberMe: true, autoLogin: true }, 1_000);
    const raw = localStorage.getItem('rememberMe') ?? '';
    expect(raw).not.toContain('Secret#1');
    expect(readRememberedLogin(2_000).record).toMatchObject({ username: 'zs', password: hashPassword('Secret#1'), autoLogin: true });
  });

  it('the system-info record round-trips through localStorage', () => {
    writeSystemInfo({ tenantId: 't1', userId: 'u1', userName: '张三', systemCode: 'hw', systemTitle: '环卫', token: 'tok' });
    expect(readSystemInfo()).toMatchObject({ userName: '张三', access_token: 'tok' });
  });
});

/** Timed session flows (§4, §8, §9) with fake timers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAdapters } from '../../request/adapters';
import { recordingAdapters } from '../../request/__tests__/fakes';
import { afterPasswordChanged, logoutFlow, passwordChangeUrl, redirectToPasswordChange } from '../flows';
import { saveRememberedLogin } from '../remember-me';
import { memoryStore } from '../storage';
import { writeSystemInfo } from '../system-info';

afterEach(() => void vi.useRealTimers());

function signedInStore() {
  const store = memoryStore();
  saveRememberedLogin({ username: 'zs', password: { plain: 'p' }, rememberMe: true, autoLogin: true }, 0, store);
  writeSystemInfo({ tenantId: 't', userId: 'u', userName: 'n', systemCode: 'c', systemTitle: 't', token: 'x' }, store);
  return store;
}

describe('logout', () => {
  it.each([
    ['with a login address: clears the records and redirects', '/login', ['/login'], []],
    ['without one: clears the records and says logged out', undefined, [], ['已注销，请重新登录']],
  ])('%s', async (_name, loginUrl, redirects, notices) => {
    const store = signedInStore();
    const effects = recordingAdapters();
    await logoutFlow(() => Promise.reject(new Error('offline')), effects, loginUrl, store);
    expect(store.dump()).toEqual({});
    expect(effects.redirects).toEqual(redirects);
    expect(effects.notices.map((n) => n.message)).toEqual(notices);
  });
});

describe('timed redirects', () => {
  it('logs out 2 s after a successful password change', async () => {
    vi.useFakeTimers();
    const effects = recordingAdapters({ schedule: browserAdapters.schedule });
    const logout = vi.fn();
    afterPasswordChanged(effects, logout);
    expect(effects.notices[0].message).toBe('修改密码成功，请重新登录');
    vi.advanceTimersByTime(1_999);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('goes to the password change page 3 s after the tenant tip', () => {
    vi.useFakeTimers();
    const effects = recordingAdapters({ schedule: browserAdapters.schedule });
    redirectToPasswordChange(effects, '密码须包含大写字母', passwordChangeUrl('/layout'));
    expect(effects.notices[0]).toMatchObject({ message: '密码须包含大写字母', duration: 3_000 });
    vi.advanceTimersByTime(2_999);
    expect(effects.redirects).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(effects.redirects).toEqual(['/ums/#/pwdChange?redirect=%2Flayout']);
  });
});

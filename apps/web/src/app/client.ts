/** The app's one request client and session API, wired to the toast and the login address. */
import { message } from '../../../../src/components/Message';
import { createRequestClient } from '../../../../src/request/client';
import { createSessionApi } from '../../../../src/session/api';
import { identityFromSystemInfo } from '../../../../src/session/system-info';
import { loginUrl } from './basePath';
import { resumeSession } from './sessionResume';

export const client = createRequestClient({
  getIdentity: () => identityFromSystemInfo(),
  loginUrl,
  // A 401 while the shell is on screen opens the re-login dialog (decision 0206).
  resumeSession,
  // A global setting may shorten the 30 s default (§9), e.g. for slow-network drills.
  timeout: typeof window !== 'undefined' ? window.__APP_CONFIG__?.requestTimeoutMs : undefined,
  adapters: {
    notify: (text, { type, duration }) => void message[type](text, duration),
  },
});

export const api = createSessionApi(client);

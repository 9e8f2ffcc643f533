/**
 * §4/§8: a session call answered with HTTP 401 or status 0 shows the login-timed-out
 * message for 3 seconds, then redirects to the login address if one exists. Overlapping
 * 401s share one countdown, so the user sees one message and one redirect.
 */
import { request as messages } from '../i18n/messages/request';
import { SPEC_CONSTANTS } from './constants';
import type { BrowserAdapters } from './adapters';
import { AlreadyRunningError, createCountdown } from './countdown';

export interface SessionExpiry {
  /** Resolves after the redirect; rejects with AlreadyRunningError while one is pending. */
  trigger(): Promise<void>;
  /** Whether the message/countdown/redirect is under way (no re-login is offered then). */
  readonly running: boolean;
}

export function createSessionExpiry(
  adapters: BrowserAdapters,
  loginUrl: () => string | undefined,
  onTick?: (secondsLeft: number) => void,
): SessionExpiry {
  const countdown = createCountdown(adapters.schedule);
  return {
    get running() {
      return countdown.running;
    },
    async trigger() {
      if (countdown.running) throw new AlreadyRunningError();
      adapters.notify(messages.loginTimeout, { type: 'error', duration: SPEC_CONSTANTS.loginTimeoutMessageMs });
      await countdown.start(onTick, SPEC_CONSTANTS.loginTimeoutMessageMs / SPEC_CONSTANTS.countdownTickMs);
      const target = loginUrl();
      if (target) adapters.redirect(target);
    },
  };
}

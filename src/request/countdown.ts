/**
 * §9: the expired-login redirect countdown — 3 seconds ticking every second. A second
 * trigger while one runs is rejected with the "already executing" message.
 */
import { request as messages } from '../i18n/messages/request';
import { SPEC_CONSTANTS } from './constants';
import type { BrowserAdapters } from './adapters';

export class AlreadyRunningError extends Error {
  constructor() {
    super(messages.alreadyExecuting);
    this.name = 'AlreadyRunningError';
  }
}

export interface Countdown {
  /** Ticks `seconds, seconds-1, … 1` once a second, then 0, and resolves. */
  start(onTick?: (secondsLeft: number) => void, seconds?: number): Promise<void>;
  readonly running: boolean;
}

export function createCountdown(schedule: BrowserAdapters['schedule']): Countdown {
  let running = false;
  return {
    get running() {
      return running;
    },
    start(onTick, seconds = SPEC_CONSTANTS.expiredLoginCountdownSeconds) {
      if (running) return Promise.reject(new AlreadyRunningError());
      running = true;
      return new Promise<void>((resolve) => {
        const tick = (left: number) => {
          onTick?.(left);
          if (left <= 0) {
            running = false;
            resolve();
            return;
          }
          schedule(() => tick(left - 1), SPEC_CONSTANTS.countdownTickMs);
        };
        tick(seconds);
      });
    },
  };
}

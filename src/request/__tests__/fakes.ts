/** Recording fakes for the browser-only adapters. */
import type { BrowserAdapters, NoticeType } from '../adapters';

export interface RecordingAdapters extends BrowserAdapters {
  notices: { message: string; type: NoticeType; duration: number }[];
  opened: string[];
  posted: unknown[];
  redirects: string[];
  saved: { blob: Blob; fileName: string }[];
  cookies: Record<string, string>;
  clock: { now: number };
}

export function recordingAdapters(overrides: Partial<BrowserAdapters> = {}): RecordingAdapters {
  const fake: RecordingAdapters = {
    notices: [],
    opened: [],
    posted: [],
    redirects: [],
    saved: [],
    cookies: {},
    clock: { now: 1_000_000 },
    notify: (message, { type, duration }) => void fake.notices.push({ message, type, duration }),
    openWindow: (url) => void fake.opened.push(url),
    postToTop: (message) => void fake.posted.push(message),
    redirect: (url) => void fake.redirects.push(url),
    saveFile: (blob, fileName) => void fake.saved.push({ blob, fileName }),
    readCookie: (name) => fake.cookies[name],
    schedule: (callback, ms) => {
      const id = setTimeout(callback, ms);
      return () => clearTimeout(id);
    },
    now: () => fake.clock.now,
    ...overrides,
  };
  return fake;
}

/**
 * Browser-only effects behind one injectable interface, so the request logic runs in
 * node tests with recording fakes and in the browser with the defaults below.
 */
export type NoticeType = 'error' | 'warning' | 'success' | 'info';

export interface BrowserAdapters {
  /** The toast; the UI component is owned elsewhere and plugged in here. */
  notify(message: string, options: { type: NoticeType; duration: number }): void;
  openWindow(url: string): void;
  postToTop(message: unknown): void;
  redirect(url: string): void;
  saveFile(blob: Blob, fileName: string): void;
  readCookie(name: string): string | undefined;
  /** Returns a cancel function. */
  schedule(callback: () => void, ms: number): () => void;
  now(): number;
}

const hasWindow = (): boolean => typeof window !== 'undefined';

function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function saveWithAnchor(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export const browserAdapters: BrowserAdapters = {
  notify(message, { type }) {
    // Fallback until the app plugs in its toast component.
    (type === 'error' ? console.error : console.info)(message);
  },
  openWindow(url) {
    if (hasWindow()) window.open(url, '_blank');
  },
  postToTop(message) {
    if (hasWindow()) (window.top ?? window).postMessage(message, '*');
  },
  redirect(url) {
    if (hasWindow()) window.location.href = url;
  },
  saveFile: saveWithAnchor,
  readCookie: readDocumentCookie,
  schedule(callback, ms) {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
  now: () => Date.now(),
};

export function withAdapters(overrides: Partial<BrowserAdapters> = {}): BrowserAdapters {
  return { ...browserAdapters, ...overrides };
}

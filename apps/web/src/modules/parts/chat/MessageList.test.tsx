import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../../../../../src/theme';
import type { ChatMessage } from '../../../../../catalogue/src';
import type { ChatData } from '../../chat/data';
import { MessageList } from './MessageList';

let root: Root | undefined;
let host: HTMLDivElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
});

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id, groupId: 1, sender: 's2', senderName: '马骏', type: 'text', content: `第 ${id} 条：今天莫干山路有占道施工，车辆注意绕行`, fileId: null, image: null,
  mentions: [], dispatchId: null, dispatchCode: null, sentAt: `2026-11-20 08:${String(id).padStart(2, '0')}:00`, readCount: 1, unreadCount: 0, ...extra,
});

/** A 240 × 320 picture as an object URL, as the server's thumbnail arrives. */
async function picture(): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 320;
  canvas.getContext('2d')!.fillRect(0, 0, 240, 320);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return URL.createObjectURL(blob);
}

describe('the message log', () => {
  it('stays at the bottom when an image arrives after the messages are shown', async () => {
    let deliver!: () => void;
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    const data = { imageUrl: async () => { await arrived; return picture(); } } as unknown as ChatData;
    const messages = [...Array.from({ length: 12 }, (_, i) => message(i + 1)), message(13, { type: 'image', content: '', fileId: 'f1', image: { width: 240, height: 320 } }), message(14)];
    host = document.createElement('div');
    host.style.cssText = 'width: 640px; height: 360px; display: flex; flex-direction: column;';
    document.body.append(host);
    root = createRoot(host);
    flushSync(() => root!.render(
      <ThemeProvider>
        <MessageList data={data} groupName="东区收运作业群" messages={messages} me="o1" names={new Map()} hasMore={false} loadingOlder={false} fresh={0}
          receipt={() => ({ read: 1, unread: 0 })} onLoadOlder={() => undefined} onAtBottom={() => undefined} />
      </ThemeProvider>,
    ));
    const log = host.querySelector<HTMLElement>('[role="log"]')!.parentElement!;
    const gap = () => log.scrollHeight - log.scrollTop - log.clientHeight;
    expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    expect(gap()).toBeLessThan(2);
    deliver();
    await expect.poll(() => host!.querySelector<HTMLImageElement>('[role="log"] img')?.complete ?? false).toBe(true);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(gap()).toBeLessThan(2);
  });
});

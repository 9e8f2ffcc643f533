/** The useRequest hook in real Chromium: cache by key, and focus refresh gated to 5 s. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { RequestCache } from '../request-runner';
import { useRequest } from '../useRequest';

function Probe({ service, cache, cacheKey, focus }: { service: () => Promise<string>; cache: RequestCache; cacheKey?: string; focus?: boolean }) {
  const { data, loading } = useRequest(service, { cache, cacheKey, refreshOnWindowFocus: focus });
  return <output>{loading ? 'loading' : data}</output>;
}

async function mount(element: React.ReactElement) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  await act(async () => root.render(element));
  await act(async () => undefined);
  return { host, unmount: () => act(async () => root.unmount()) };
}

// Tell React this is a test environment so act() flushes without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useRequest', () => {
  it('shows the service data, and a second mount with the same cacheKey does not call again', async () => {
    let calls = 0;
    const service = async () => `第${++calls}次`;
    const cache = new RequestCache();
    const first = await mount(<Probe service={service} cache={cache} cacheKey="k" />);
    expect(first.host.textContent).toBe('第1次');
    const second = await mount(<Probe service={service} cache={cache} cacheKey="k" />);
    expect(second.host.textContent).toBe('第1次');
    expect(calls).toBe(1);
    await first.unmount();
    await second.unmount();
  });

  it('window focus refreshes once, a second focus within 5 s does not', async () => {
    let calls = 0;
    const service = async () => `第${++calls}次`;
    const view = await mount(<Probe service={service} cache={new RequestCache()} focus />);
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(calls).toBe(2);
    expect(view.host.textContent).toBe('第2次');
    await view.unmount();
  });
});

/**
 * Tracking (§7): the stay of a page is reported with its visit's id, even when the user leaves
 * the page before the visit call has answered (a slow network, a busy machine).
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellTab } from '../../../../src/shell/tabs/tabsModel';
import { api } from '../app/client';
import { useTracking } from './useTracking';

function Tracked({ tab }: { tab: ShellTab }) {
  useTracking(tab, 'ljszy');
  return null;
}

const carInfo: ShellTab = { id: 'ljszy-carInfo', title: '车辆信息', uri: '/ljszy/carInfo' };
const welcome: ShellTab = { id: 'welcome', title: '工作台', uri: '/welcome' };

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.restoreAllMocks();
});

describe('useTracking', () => {
  it('reports the stay of a page left before its visit was answered, with the visit id', async () => {
    let answerVisit: (id: string) => void = () => undefined;
    vi.spyOn(api, 'trackVisit').mockImplementation(() => new Promise((resolve) => { answerVisit = resolve as (id: string) => void; }));
    const stay = vi.spyOn(api, 'trackStay').mockResolvedValue(undefined as never);
    root = createRoot(document.createElement('div'));
    flushSync(() => root!.render(<Tracked tab={carInfo} />));
    expect(api.trackVisit).toHaveBeenCalledTimes(1);
    // Back to 工作台 while the visit call is still on its way.
    flushSync(() => root!.render(<Tracked tab={welcome} />));
    expect(stay).not.toHaveBeenCalled();
    answerVisit('v-1');
    await vi.waitFor(() => expect(stay).toHaveBeenCalledTimes(1));
    expect(stay.mock.calls[0]![0]).toEqual({ id: 'v-1', duration: expect.any(Number) });
  });

  it('reports nothing when the visit got no id', async () => {
    vi.spyOn(api, 'trackVisit').mockResolvedValue(undefined as never);
    const stay = vi.spyOn(api, 'trackStay').mockResolvedValue(undefined as never);
    root = createRoot(document.createElement('div'));
    flushSync(() => root!.render(<Tracked tab={carInfo} />));
    await Promise.resolve();
    flushSync(() => root!.render(<Tracked tab={welcome} />));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stay).not.toHaveBeenCalled();
  });
});

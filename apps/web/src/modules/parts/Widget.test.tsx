/** Issue 15: a board widget whose report fails says 数据加载失败 with 重试, never 暂无数据. */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../../../../src/theme';
import { loadSystem, type Widget as WidgetDef } from '../../../../catalogue/src';
import { ModuleDataProvider, type ModuleData } from '../dataSource';
import { Widget } from './Widget';

await loadSystem('ljszy');

let root: Root | undefined;
let host: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

const range = { startDate: '2026-11-01', endDate: '2026-11-18', days: 30 };

function mount(widget: WidgetDef, report: ModuleData['report']) {
  host = document.createElement('div');
  host.style.height = '320px';
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(
    <ThemeProvider>
      <ModuleDataProvider value={{ report } as ModuleData}>
        <Widget system="ljszy" widget={widget} range={range} end="2026-11-18" />
      </ModuleDataProvider>
    </ThemeProvider>,
  ));
}

describe('Widget', () => {
  it.each<WidgetDef>([
    { kind: 'stat', title: '收运量', report: 'dailyPrimeval', measure: 'netWeight', unit: '吨' },
    { kind: 'pie', title: '垃圾类型占比', report: 'garbageTypeShare', measure: 'netWeight', category: 'garbageType', unit: '吨' },
    { kind: 'rank', title: '车辆分类量排行', report: 'carWeightRank', measure: 'weight', category: 'carId', unit: '吨' },
  ])('$kind: a failed report shows 数据加载失败 and 重试; 重试 loads it again', async (widget) => {
    const report = vi.fn()
      .mockRejectedValueOnce(new Error('服务器接口异常'))
      .mockResolvedValue({ rows: [{ netWeight: 12.5, weight: 12.5, garbageType: 'other', garbageTypeLabel: '其他垃圾', carId: 1, carIdLabel: '浙A·D1159' }] });
    mount(widget, report as ModuleData['report']);
    const failed = page.getByRole('alert', { name: `${widget.title}：数据加载失败` });
    await expect.element(failed).toBeVisible();
    expect(document.body.textContent).not.toContain('暂无数据');
    await userEvent.click(failed.getByRole('button', { name: '重试' }));
    await expect.element(failed).not.toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(2);
    expect(document.body.textContent).not.toContain('数据加载失败');
  });

  it.each([
    [undefined, { startDate: '2026-11-18', endDate: '2026-11-18' }],
    ['range', { startDate: '2026-11-01', endDate: '2026-11-18' }],
  ] as const)('a stat tile with period %s asks for %o', async (period, payload) => {
    const report = vi.fn().mockResolvedValue({ rows: [{ netWeight: 3 }] });
    mount({ kind: 'stat', title: '收运量', report: 'dailyPrimeval', measure: 'netWeight', unit: '吨', ...(period ? { period } : {}) }, report as ModuleData['report']);
    await vi.waitFor(() => expect(report).toHaveBeenCalled());
    expect(report.mock.calls[0]![1]).toEqual(payload);
  });
});

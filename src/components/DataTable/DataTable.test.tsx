import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { DataTable, type DataTableProps } from './DataTable';
import { vehicleColumns, vehicleId } from './DataTable.demo';
import { makeVehicles, type Vehicle } from './DataTable.mocks';

let root: Root | undefined;
let host: HTMLDivElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
});

function mount(props: Partial<DataTableProps<Vehicle>>, width = 720) {
  host = document.createElement('div');
  host.style.width = `${width}px`;
  document.body.append(host);
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <ThemeProvider>
        <DataTable aria-label="车辆信息列表" columns={vehicleColumns} data={makeVehicles(30)} getRowId={vehicleId} {...props} />
      </ThemeProvider>,
    ),
  );
}

const rect = (name: string | RegExp) => page.getByRole('columnheader', { name }).element().getBoundingClientRect();

describe('DataTable layout', () => {
  it('keeps start- and end-pinned columns inside the visible area before and after scrolling', async () => {
    mount({ rowActions: () => '编辑', selectable: true });
    await expect.element(page.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    const scroller = page.getByRole('table').element().parentElement!;
    const box = scroller.getBoundingClientRect();
    for (const left of [0, 300, scroller.scrollWidth]) {
      scroller.scrollLeft = left;
      await new Promise(requestAnimationFrame);
      expect(rect('操作').right).toBeLessThanOrEqual(box.right);
      expect(rect('全选当前页').left).toBeGreaterThanOrEqual(box.left);
      expect(rect(/车牌号/).left).toBeCloseTo(rect('全选当前页').right, 0);
    }
  });

  it('fills the width with the unpinned columns when there are few', async () => {
    mount({ columns: vehicleColumns.slice(0, 3), rowActions: () => '编辑' }, 1000);
    await expect.element(page.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    const table = page.getByRole('table').element().getBoundingClientRect();
    expect(rect('操作').right).toBeCloseTo(table.right, 0);
    expect(rect('操作').width).toBeCloseTo(160, 0);
  });
});

describe('DataTable paging', () => {
  it('moves back to the last page when client data shrinks below the current page', async () => {
    mount({ columns: vehicleColumns.slice(0, 2), data: makeVehicles(30) });
    await page.getByRole('button', { name: '第 3 页' }).click();
    await expect.element(page.getByText('浙A·K6380')).toBeInTheDocument();
    flushSync(() =>
      root!.render(
        <ThemeProvider>
          <DataTable aria-label="车辆信息列表" columns={vehicleColumns.slice(0, 2)} data={makeVehicles(15)} getRowId={vehicleId} />
        </ThemeProvider>,
      ),
    );
    await expect.element(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(page.getByRole('row').elements()).toHaveLength(6);
  });
});

/**
 * Scrolls until `text` is rendered. The virtual body picks up its scroll element in an
 * effect after the first commit (a render later): a scroll before that is undone when it
 * attaches, so the scroll is repeated until the rows follow.
 */
async function scrollUntil(scroller: Element, top: number, text: string) {
  await expect.poll(() => {
    scroller.scrollTop = top;
    return page.getByText(text, { exact: true }).query();
  }).toBeTruthy();
}

describe('DataTable with many client-side rows', () => {
  const data = makeVehicles(5_000);
  const selectable = (row: Vehicle) => row.status !== 'repair';

  it('builds only the rows a virtual list shows', async () => {
    const getRowId = vi.fn(vehicleId);
    mount({ virtual: true, height: 300, data, getRowId });
    await expect.element(page.getByText('V000001')).toBeInTheDocument();
    expect(getRowId.mock.calls.length).toBeLessThan(50);
    const scroller = page.getByRole('region', { name: '车辆信息列表' }).element();
    await scrollUntil(scroller, scroller.scrollHeight / 2, 'V002500');
    expect(getRowId.mock.calls.length).toBeLessThan(100);
  });

  it('renders the margin on both sides of the view again once a long scroll stops', async () => {
    mount({ virtual: true, height: 300, data });
    const scroller = page.getByRole('region', { name: '车辆信息列表' }).element();
    await scrollUntil(scroller, 44 * 2_000, 'V002001');
    // Rows 2,001… are in view (the header takes the first 44 px); 6 rows either side.
    const indexes = () => page.getByRole('row').elements().slice(1).map((row) => Number(row.getAttribute('aria-rowindex')) - 2);
    await expect.poll(() => indexes()[0]).toBe(2_000 - 6);
    const lastInView = 2_000 + Math.ceil((300 - 44) / 44);
    expect(indexes().at(-1)).toBeGreaterThanOrEqual(lastInView + 5);
  });

  it('selects every selectable row of a virtual list, then single rows, by id', async () => {
    const onRowSelectionChange = vi.fn();
    mount({ virtual: true, height: 300, data, selectable, onRowSelectionChange });
    const all = page.getByRole('checkbox', { name: '全选当前页' });
    await all.click();
    const selected = onRowSelectionChange.mock.lastCall![0] as Record<string, boolean>;
    expect(Object.keys(selected)).toHaveLength(data.filter(selectable).length);
    expect(selected.V005000).toBe(true);
    await expect.element(all).toBeChecked();
    await page.getByRole('checkbox', { name: '选择第 1 行' }).click();
    expect(onRowSelectionChange.mock.lastCall![0]).not.toHaveProperty('V000001');
    await expect.element(all).toHaveAttribute('aria-checked', 'mixed');
  });

  it('sorts the whole virtual list on the client', async () => {
    mount({ virtual: true, height: 300, data });
    await page.getByRole('columnheader', { name: /载重\(吨\)/ }).getByRole('button').click();
    const lightest = Math.min(...data.map((row) => row.loadTons)).toFixed(1);
    await expect.element(page.getByRole('row').nth(1)).toHaveTextContent(lightest);
    const scroller = page.getByRole('region', { name: '车辆信息列表' }).element();
    const heaviest = Math.max(...data.map((row) => row.loadTons)).toFixed(1);
    const last = [...data].sort((a, b) => a.loadTons - b.loadTons || a.id.localeCompare(b.id)).at(-1)!;
    await scrollUntil(scroller, scroller.scrollHeight, last.id);
    await expect.element(page.getByRole('row').last()).toHaveTextContent(heaviest);
  });
});

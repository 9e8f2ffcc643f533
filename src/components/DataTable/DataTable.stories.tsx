import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { DataTable } from './DataTable';
import { plateOf, ServerVehicleTable, vehicleColumns, vehicleId } from './DataTable.demo';
import { makeVehicles, type Vehicle } from './DataTable.mocks';

const VehicleTable = DataTable<Vehicle>;
const vehicles = makeVehicles(56);
const firstColumns = vehicleColumns.slice(0, 8);

const meta = {
  title: 'Components/DataTable',
  component: VehicleTable,
  tags: ['autodocs'],
  args: {
    'aria-label': '车辆信息列表',
    columns: firstColumns,
    data: vehicles,
    getRowId: vehicleId,
    rowLabel: plateOf,
    onSortingChange: fn(),
    onPaginationChange: fn(),
    onRowSelectionChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    data: { control: false },
    columns: { control: false },
  },
} satisfies Meta<typeof VehicleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowActions = (row: Vehicle) => (
  <>
    <Button variant="link" size="sm" aria-label={`编辑 ${row.plate}`}>编辑</Button>
    <Button variant="link" size="sm" aria-label={`查看 ${row.plate} 轨迹`}>轨迹</Button>
  </>
);

export const Playground: Story = { args: { selectable: true, rowActions, showColumnSettings: true, columns: vehicleColumns } };

/** Client-side sorting by the header button: click, Enter and Space; aria-sort follows. */
export const Sorting: Story = {
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: /载重\(吨\)/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    const button = within(header).getByRole('button');
    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'loadTons', desc: false }]);
    const loads = vehicles.map((v) => v.loadTons);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(Math.min(...loads).toFixed(1));
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(Math.max(...loads).toFixed(1));
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'none');
  },
};

/** The server sorts and pages; a new order goes back to page 1. */
export const ServerSide: Story = {
  render: (args) => <ServerVehicleTable aria-label={args['aria-label']} source={makeVehicles(128)} columns={firstColumns} onRequest={args.onSortingChange} />,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('浙A·A1000')).toBeVisible();
    await expect(canvas.getByText('共 128 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(await canvas.findByRole('button', { name: '第 3 页', current: 'page' })).toBeVisible();
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ pagination: { pageIndex: 2, pageSize: 10 }, sorting: [] });
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /车牌号/ })).getByRole('button'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ pagination: { pageIndex: 0, pageSize: 10 }, sorting: [{ id: 'plate', desc: false }] });
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: /车牌号/ })).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '20');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21));
  },
};

export const Selection: Story = {
  args: { selectable: (row: Vehicle) => row.status !== 'repair' },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: '全选当前页' });
    await userEvent.click(all);
    const rows = canvas.getAllByRole('checkbox', { name: /^选择 / });
    const enabled = rows.filter((box) => !(box as HTMLInputElement).disabled);
    for (const box of enabled) await expect(box).toBeChecked();
    await expect(all).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 浙A·A1000' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    const last = (args.onRowSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Record<string, boolean>;
    await expect(Object.keys(last)).toHaveLength(enabled.length - 1);
    await expect(last.V000001).toBeUndefined();
  },
};

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 14);
`;

/** 车牌号 stays at the start and 操作 at the end while the middle scrolls sideways. */
export const PinnedColumns: Story = {
  args: { columns: vehicleColumns, rowActions, selectable: true, pagination: { pageIndex: 0, pageSize: 5 } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('table').parentElement!;
    const plate = canvas.getByRole('columnheader', { name: /车牌号/ });
    const before = plate.getBoundingClientRect().left;
    scroller.scrollLeft = 400;
    await waitFor(() => expect(scroller.scrollLeft).toBe(400));
    await expect(plate.getBoundingClientRect().left).toBeCloseTo(before, 0);
    const actions = canvas.getByRole('columnheader', { name: '操作' });
    await expect(actions.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
  },
};

/** Drag the header edge, or focus it and use ←/→ (Shift ×5), Home, Enter to reset. */
export const Resizing: Story = {
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: '调整“车辆类型”列宽' });
    await expect(handle).toHaveAttribute('aria-valuenow', '140');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '160');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '110');
    await userEvent.keyboard('{Enter}');
    await expect(handle).toHaveAttribute('aria-valuenow', '140');
    const box = handle.getBoundingClientRect();
    const y = box.top + box.height / 2;
    handle.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: box.left + 2, clientY: y }));
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: box.left + 62, clientY: y }));
    document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: box.left + 62, clientY: y }));
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '200'));
    handle.blur();
  },
};

export const ColumnVisibility: Story = {
  args: { showColumnSettings: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /司机/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
    const menu = within(document.body).getByRole('menu');
    const driver = within(menu).getByRole('menuitemcheckbox', { name: '司机' });
    await expect(driver).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(driver);
    await expect(driver).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByRole('columnheader', { name: /司机/ })).toBeNull();
    // Keyboard: the menu stays open, arrows move, Space toggles.
    await userEvent.keyboard('{ArrowDown} ');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: '联系电话' })).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByRole('columnheader', { name: /联系电话/ })).toBeNull();
    // Escape closes the menu and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: '列设置' })).toHaveFocus();
  },
};

/** 10,000 client-side rows; only those in view are in the DOM. */
export const Virtualized: Story = {
  args: { virtual: true, height: 360, data: makeVehicles(10_000), columns: vehicleColumns, selectable: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(30);
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    const scroller = canvas.getByRole('region', { name: '车辆信息列表' });
    scroller.scrollTop = scroller.scrollHeight;
    await expect(await canvas.findByText('V010000')).toBeVisible();
    await expect(canvas.getAllByRole('row').length).toBeLessThan(30);
  },
};

export const Loading: Story = { args: { data: [], loading: true } };
export const LoadingMore: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('数据加载中…');
  },
};
export const Empty: Story = {
  args: { data: [], selectable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无数据');
    await expect(canvas.getByText('共 0 条')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { data: [], error: '服务器繁忙，请稍后再试（错误码 503）', onRetry: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('数据加载失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A failed first request, then 重试 loads the rows. */
export const RetryAfterError: Story = {
  render: (args) => <ServerVehicleTable aria-label={args['aria-label']} source={vehicles} columns={firstColumns} failFirst />,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('数据加载失败');
    await expect(alert).toHaveTextContent('错误码 503');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(await canvas.findByText('浙A·A1000')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
`;

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <VehicleTable key={size} {...args} aria-label={`车辆 ${size}`} size={size} data={vehicles.slice(0, 3)} selectable
          rowActions={rowActions} defaultSorting={[{ id: 'plate', desc: false }]} pagination={false} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(3);
  },
};

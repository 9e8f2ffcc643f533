import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Size } from '../types';
import { ColumnSettingsPanel, type ColumnSetting } from './ColumnSettingsPanel';

/** The 车辆称重 columns as the catalogue declares them (磅单号, 车辆 and 净重 are key columns). */
const weighing: ColumnSetting[] = [
  { id: 'billNo', title: '磅单号', visible: true, locked: true },
  { id: 'carId', title: '车辆', visible: true, locked: true },
  { id: 'netWeight', title: '净重(kg)', visible: true, locked: true, pinned: 'start' },
  { id: 'companyId', title: '收运单位', visible: true },
  { id: 'garbageType', title: '垃圾类型', visible: true },
  { id: 'station', title: '称重站点', visible: false },
  { id: 'grossWeight', title: '毛重(kg)', visible: true },
  { id: 'tareWeight', title: '皮重(kg)', visible: false },
  { id: 'weighTime', title: '称重时间', visible: true, pinned: 'end' },
];

function Stateful({ initial, onReset }: { initial: ColumnSetting[]; onReset: () => void }) {
  const [columns, setColumns] = useState(initial);
  const [density, setDensity] = useState<Size>('md');
  return (
    <ColumnSettingsPanel columns={columns} onChange={setColumns} density={density} onDensityChange={setDensity}
      onReset={() => { setColumns(weighing); setDensity('md'); onReset(); }} />
  );
}

const meta = {
  title: 'Components/DataTable/ColumnSettingsPanel',
  component: Stateful,
  args: { initial: weighing, onReset: fn() },
  parameters: { docs: { description: { component: '列设置：行高、列的显示、顺序与固定，以及恢复默认。关键列（目录中 important）始终显示。' } } },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Hide a column, move one up, pin one, switch to 紧凑, then 恢复默认 brings the catalogue's back. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '显示 收运单位' }));
    await expect(canvas.getByRole('checkbox', { name: '显示 收运单位' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '显示 磅单号' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '上移 毛重(kg)' }));
    const items = within(canvas.getByRole('list', { name: '列设置' })).getAllByRole('listitem');
    await expect(items[5]).toHaveTextContent('毛重(kg)');
    await userEvent.click(canvas.getByRole('button', { name: '垃圾类型 不固定' }));
    await expect(canvas.getByRole('button', { name: '垃圾类型 固定在左侧' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '紧凑' }));
    await expect(canvas.getByRole('radio', { name: '紧凑' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '恢复默认' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: '显示 收运单位' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '垃圾类型 不固定' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('radio', { name: '默认' })).toBeChecked();
    // The picture: 收运单位 hidden and 紧凑 chosen again.
    await userEvent.click(canvas.getByRole('checkbox', { name: '显示 收运单位' }));
    await userEvent.click(canvas.getByRole('radio', { name: '紧凑' }));
  },
};

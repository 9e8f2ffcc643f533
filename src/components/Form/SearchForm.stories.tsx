import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Input } from '../Input';
import { NumberInput } from '../NumberInput';
import { RadioGroup } from '../Radio';
import { FormField } from './FormField';
import { SearchForm } from './SearchForm';

interface VehicleQuery {
  plate: string;
  station: string;
  driver: string;
  minLoad: number | null;
  status: string;
}
const defaults: VehicleQuery = { plate: '', station: '', driver: '', minLoad: null, status: 'all' };

function VehicleSearch({ onSearch, onReset, fieldCount = 5, label = '车辆查询' }: { onSearch: (v: VehicleQuery) => void; onReset?: () => void; fieldCount?: number; label?: string }) {
  const form = useForm<VehicleQuery>({ defaultValues: defaults });
  const fields = [
    <FormField key="plate" name="plate" label="车牌号"><Input placeholder="如 浙A·D1234" allowClear /></FormField>,
    <FormField key="station" name="station" label="转运站"><Input placeholder="如 城东转运站" /></FormField>,
    <FormField key="driver" name="driver" label="驾驶员"><Input placeholder="请输入驾驶员" /></FormField>,
    <FormField key="minLoad" name="minLoad" label="最低载重"><NumberInput unit="吨" min={0} precision={1} /></FormField>,
    <FormField key="status" name="status" label="车辆状态">
      <RadioGroup optionType="button" size="sm" options={[{ label: '全部', value: 'all' }, { label: '作业中', value: 'working' }, { label: '停运', value: 'stopped' }]} />
    </FormField>,
  ];
  return (
    <SearchForm form={form} onSearch={onSearch} onReset={onReset} aria-label={label}>
      {fields.slice(0, fieldCount)}
    </SearchForm>
  );
}

const meta = {
  title: 'Components/SearchForm',
  component: VehicleSearch,
  tags: ['autodocs'],
  args: { onSearch: fn(), onReset: fn(), fieldCount: 5 },
  argTypes: { fieldCount: { control: { type: 'range', min: 1, max: 5 } } },
  parameters: {
    docs: { description: { component: 'Inline query fields in a responsive grid with 查询/重置; collapses to one row when fields overflow. Enter in any field submits. Values are trimmed.' } },
  },
} satisfies Meta<typeof VehicleSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EnterSubmitsTrimmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '车牌号' }), '  浙A·D1234 {Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ ...defaults, plate: '浙A·D1234' }));
  },
};

export const ResetSearchesDefaults: Story = {
  play: async ({ canvas, args }) => {
    const station = canvas.getByRole('textbox', { name: '转运站' });
    await userEvent.type(station, '城东转运站');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(station).toHaveValue('');
    await expect(args.onReset).toHaveBeenCalled();
    await expect(args.onSearch).toHaveBeenLastCalledWith(defaults);
  },
};

export const CollapseExpand: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: '展开' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('radiogroup', { name: '车辆状态' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('radiogroup', { name: '车辆状态' })).toBeVisible();
  },
};

export const OneRow: Story = {
  args: { fieldCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '查询' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '展开' })).toBeNull();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '32px' }}>
      <VehicleSearch {...args} fieldCount={1} label={`车辆查询 1 项`} />
      <VehicleSearch {...args} fieldCount={3} label={`车辆查询 3 项`} />
      <VehicleSearch {...args} fieldCount={5} label={`车辆查询 5 项`} />
    </div>
  ),
};

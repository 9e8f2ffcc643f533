import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Form, FormField } from '../Form';
import type { SelectOption } from './optionMatch';
import { Select, type SelectProps } from './Select';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 6);
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;

const stations: SelectOption[] = [
  { label: '城东转运站', value: 'east' },
  { label: '城西转运站', value: 'west' },
  { label: '滨江中转站', value: 'binjiang' },
  { label: '下沙压缩站', value: 'xiasha', disabled: true },
  { label: '萧山转运站', value: 'xiaoshan' },
  { label: '余杭转运站', value: 'yuhang' },
];
const wasteTypes: SelectOption[] = [
  { label: '其他垃圾', value: 'other' },
  { label: '厨余垃圾', value: 'kitchen' },
  { label: '可回收物', value: 'recyclable' },
  { label: '有害垃圾', value: 'hazardous' },
];
const vehicles = ['浙A·D1234', '浙A·D2345', '浙A·F3456', '浙A·G4567', '浙A·D5678'].map((plate) => ({ label: plate, value: plate }));

/** A fake server: answers after a short delay, filtered by the query. */
const loadVehicles = (query: string) =>
  new Promise<SelectOption[]>((resolve) =>
    setTimeout(() => resolve(vehicles.filter((v) => v.label.toLowerCase().includes(query.trim().toLowerCase()))), 150),
  );

/** Story controls cover both modes; the union props are flattened for Storybook. */
type StoryArgs = Omit<Extract<SelectProps<string>, { multiple?: false }>, 'multiple' | 'defaultValue' | 'onChange'> & {
  multiple?: boolean;
  defaultValue?: string | string[];
  onChange?: (value: unknown) => void;
};
const SelectStory = (args: StoryArgs) => <Select {...(args as SelectProps<string>)} />;

const meta = {
  title: 'Components/Select',
  component: SelectStory,
  tags: ['autodocs'],
  args: { options: stations, 'aria-label': '转运站', placeholder: '请选择转运站', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof SelectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Playground: Story = {};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '转运站' });
    await userEvent.tab();
    await expect(combo).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    const list = await body().findByRole('listbox', { name: '转运站' });
    await expect(combo).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: '城东转运站' }).id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('binjiang');
    await expect(combo).toHaveValue('滨江中转站');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    // Disabled 下沙 is skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('xiaoshan');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(combo).toHaveFocus();
  },
};

export const TypeAhead: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '转运站' });
    await userEvent.click(combo);
    await userEvent.keyboard('y');
    const list = await body().findByRole('listbox');
    await expect(combo).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: '余杭转运站' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('yuhang');
  },
};

export const Searchable: Story = {
  args: { showSearch: true },
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '转运站' });
    await userEvent.click(combo);
    await userEvent.type(combo, 'cx');
    const list = await body().findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('west');
    await expect(combo).toHaveValue('城西转运站');
  },
};

export const Multiple: Story = {
  args: { multiple: true, options: wasteTypes, 'aria-label': '垃圾类别', placeholder: '请选择垃圾类别', defaultValue: ['kitchen'], allowClear: true },
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '垃圾类别' });
    await userEvent.click(combo);
    const list = await body().findByRole('listbox', { name: '垃圾类别' });
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(list).getByRole('option', { name: '可回收物' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['kitchen', 'recyclable']);
    await expect(within(list).getByRole('option', { name: '可回收物' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '移除标签：厨余垃圾' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['recyclable']);
    await userEvent.click(combo);
    await userEvent.keyboard('{Escape}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const MultipleTags: Story = {
  args: { multiple: true, options: wasteTypes, 'aria-label': '垃圾类别', maxTagCount: 2, defaultValue: ['other', 'kitchen', 'recyclable', 'hazardous'] },
};

export const AsyncOptions: Story = {
  args: { loadOptions: loadVehicles, options: undefined, 'aria-label': '车牌号', placeholder: '输入车牌号搜索', allowClear: true },
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '车牌号' });
    await userEvent.click(combo);
    await expect(await body().findByRole('status')).toHaveTextContent('选项加载中…');
    await expect(await body().findByRole('option', { name: '浙A·D1234' })).toBeInTheDocument();
    await userEvent.type(combo, 'F3');
    await waitFor(() => expect(body().getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('浙A·F3456');
    await userEvent.click(canvas.getByRole('button', { name: '清除选择' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const OpenList: Story = {
  args: { defaultValue: 'west' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '转运站' }));
    await expect(await body().findByRole('option', { name: '城西转运站' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  args: { showSearch: true },
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: '转运站' });
    await userEvent.type(combo, '不存在');
    await expect(await body().findByRole('status')).toHaveTextContent('暂无匹配选项');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'east' } };
export const Error: Story = { args: { status: 'error' } };

function InFormDemo({ onSubmit }: { onSubmit: (v: { station: string | null }) => void }) {
  const form = useForm<{ station: string | null }>({ defaultValues: { station: null } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField name="station" label="所属转运站" required>
        <Select options={stations} />
      </FormField>
      <div><Button htmlType="submit" variant="primary">保存</Button></div>
    </Form>
  );
}

export const InForm: Story = {
  render: (args) => <InFormDemo onSubmit={args.onChange as never} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请选择所属转运站')).toBeInTheDocument();
    const combo = canvas.getByRole('combobox', { name: '所属转运站' });
    await expect(combo).toHaveAttribute('aria-invalid', 'true');
    await expect(combo).toHaveAccessibleDescription('请选择所属转运站');
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Select key={size} size={size} options={stations} aria-label={`尺寸 ${size}`} defaultValue="east" allowClear />
      ))}
      <Select options={stations} aria-label="占位" placeholder="请选择转运站" />
      <Select multiple options={wasteTypes} aria-label="多选" defaultValue={['other', 'kitchen', 'recyclable']} />
      <Select options={stations} aria-label="错误" status="error" />
      <Select options={stations} aria-label="警告" status="warning" defaultValue="west" />
      <Select options={stations} aria-label="禁用" disabled defaultValue="east" />
      <Select multiple options={wasteTypes} aria-label="禁用多选" disabled defaultValue={['other']} />
    </Stack>
  ),
};

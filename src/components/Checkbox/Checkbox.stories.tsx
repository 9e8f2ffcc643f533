import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
  justify-items: start;
`;

const wasteTypes = [
  { label: '其他垃圾', value: 'other' },
  { label: '厨余垃圾', value: 'kitchen' },
  { label: '可回收物', value: 'recyclable' },
  { label: '有害垃圾', value: 'hazardous', disabled: true },
];

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: '仅看超载车辆', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '仅看超载车辆' });
    await userEvent.click(canvas.getByText('仅看超载车辆'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { indeterminate: true, children: '全选转运站' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '全选转运站' });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
    await expect((box as HTMLInputElement).indeterminate).toBe(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '仅看超载车辆' })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '仅看超载车辆' })).toHaveFocus();
  },
};

function GroupDemo() {
  const [value, setValue] = useState<string[]>(['kitchen']);
  const all = wasteTypes.filter((o) => !o.disabled).map((o) => o.value);
  const some = value.length > 0 && value.length < all.length;
  return (
    <Stack>
      <Checkbox checked={value.length === all.length} indeterminate={some} onChange={(on) => setValue(on ? all : [])}>
        全部类别
      </Checkbox>
      <CheckboxGroup aria-label="垃圾类别" options={wasteTypes} value={value} onChange={setValue} />
      <output aria-label="已选类别">{value.join(',')}</output>
    </Stack>
  );
}

export const Group: Story = {
  render: () => <GroupDemo />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '垃圾类别' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: '其他垃圾' }));
    await expect(canvas.getByLabelText('已选类别')).toHaveTextContent('other,kitchen');
    await expect(canvas.getByRole('checkbox', { name: '全部类别' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(canvas.getByRole('checkbox', { name: '全部类别' }));
    await expect(canvas.getByLabelText('已选类别')).toHaveTextContent('other,kitchen,recyclable');
    await expect(canvas.getByRole('checkbox', { name: '有害垃圾' })).toBeDisabled();
  },
};

export const VerticalGroup: Story = {
  render: () => <CheckboxGroup aria-label="垃圾类别" direction="vertical" options={wasteTypes} defaultValue={['other', 'recyclable']} />,
};

export const Matrix: Story = {
  render: () => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Stack key={size} style={{ gridAutoFlow: 'column' }}>
          <Checkbox size={size}>未选 {size}</Checkbox>
          <Checkbox size={size} defaultChecked>已选 {size}</Checkbox>
          <Checkbox size={size} indeterminate>部分 {size}</Checkbox>
          <Checkbox size={size} disabled>禁用 {size}</Checkbox>
          <Checkbox size={size} disabled defaultChecked>禁用已选 {size}</Checkbox>
        </Stack>
      ))}
    </Stack>
  ),
};

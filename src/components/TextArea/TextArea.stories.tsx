import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { TextArea } from './TextArea';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 8);
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { placeholder: '请描述问题情况，如：城东转运站门口垃圾满溢', 'aria-label': '问题描述', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCount: Story = {
  args: { showCount: true, maxLength: 100 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: '问题描述' });
    await userEvent.type(box, '厨余垃圾桶破损');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('厨余垃圾桶破损');
    await expect(canvas.getByLabelText('已输入 7 / 100 个字符')).toHaveTextContent('7 / 100');
  },
};

export const AutoSize: Story = {
  args: { autoSize: { minRows: 2, maxRows: 5 } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '问题描述' });
    const before = box.getBoundingClientRect().height;
    await userEvent.type(box, '第一行{Enter}第二行{Enter}第三行{Enter}第四行');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(before);
    const grown = box.getBoundingClientRect().height;
    await userEvent.type(box, '{Enter}五{Enter}六{Enter}七{Enter}八');
    // Capped at maxRows: it scrolls instead of growing.
    await expect(box.getBoundingClientRect().height).toBeLessThan(grown * 1.5);
  },
};

export const Error: Story = { args: { status: 'error', defaultValue: '描述过短' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '已派单至城东环卫所处理' } };

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <TextArea key={size} {...args} size={size} rows={2} aria-label={`尺寸 ${size}`} defaultValue={`尺寸 ${size}：可回收物收运记录`} />
      ))}
      <TextArea {...args} rows={2} status="error" aria-label="错误状态" defaultValue="错误状态" />
      <TextArea {...args} rows={2} status="warning" aria-label="警告状态" defaultValue="警告状态" />
      <TextArea {...args} rows={2} disabled aria-label="禁用状态" defaultValue="禁用状态" />
      <TextArea {...args} rows={2} showCount maxLength={50} aria-label="计数" defaultValue="有害垃圾暂存点" />
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { Descriptions, type DescriptionItem } from './Descriptions';

const items: DescriptionItem[] = [
  { label: '车牌号', value: '浙A·D1234' },
  { label: '车辆类型', value: '压缩式垃圾车' },
  { label: '所属转运站', value: '城东转运站' },
  { label: '垃圾类型', value: '厨余垃圾' },
  { label: '核定载重', value: '8 吨' },
  { label: '状态', value: <Tag status="success">作业中</Tag> },
  { label: '司机', value: '张建国' },
  { label: '联系电话' },
  { label: '今日里程', value: '86.4 公里' },
  { label: '备注', value: '2026-11-20 完成年检，下次保养里程 52,000 公里。', span: 3 },
];

const meta = {
  title: 'Components/Descriptions',
  component: Descriptions,
  tags: ['autodocs'],
  args: { items, title: '车辆信息', columns: 3, bordered: false, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] }, columns: { control: { type: 'number', min: 1, max: 4 } } },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('车牌号').nextElementSibling).toHaveTextContent('浙A·D1234');
    await expect(canvas.getByText('联系电话').nextElementSibling).toHaveTextContent('—');
  },
};
export const Bordered: Story = { args: { bordered: true, extra: <Button size="sm" icon="edit">编辑</Button> } };

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xl};
`;
export const Matrix: Story = {
  render: () => (
    <Column>
      <Descriptions items={items.slice(0, 6)} columns={2} size="sm" title="两列 sm" />
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Descriptions key={size} items={items} columns={size === 'lg' ? 2 : 3} bordered size={size} title={`带边框 ${size}`} />
      ))}
    </Column>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { Card } from './Card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space.md};
`;
const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
`;
const Figure = styled.strong`
  font-size: ${(p) => p.theme.font.size.h2};
`;

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: '今日收运量',
    extra: <Button variant="link" size="sm">详情</Button>,
    children: (
      <>
        <Figure>1,286.4 吨</Figure>
        <Muted>较昨日 +3.2%</Muted>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'borderless'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const WithActions: Story = {
  args: {
    title: '浙A·D1234 压缩车',
    extra: <Tag status="success">作业中</Tag>,
    children: <Muted>所属单位：城东环卫所 · 司机：王建国</Muted>,
    actions: (
      <>
        <Button size="sm">轨迹回放</Button>
        <Button size="sm" variant="primary">派单</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '浙A·D1234 压缩车' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '派单' })).toBeEnabled();
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '卡片内容加载中' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Grid>
      {(['outlined', 'elevated', 'borderless'] as const).flatMap((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Card key={`${variant}-${size}`} {...args} variant={variant} size={size} title={`${variant} · ${size}`} />
        )),
      )}
    </Grid>
  ),
};

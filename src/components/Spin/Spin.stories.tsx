import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card } from '../Card';
import { Spin } from './Spin';

const meta = {
  title: 'Components/Spin',
  component: Spin,
  tags: ['autodocs'],
  args: { spinning: true, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spin>;

export default meta;
type Story = StoryObj<typeof meta>;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  dt { color: ${(p) => p.theme.color.text.secondary}; }
  dd { margin: 0; font-size: ${(p) => p.theme.font.size.xl}; }
`;

function TodayStats() {
  return (
    <Card title="今日收运">
      <Stats>
        <div><dt>其他垃圾</dt><dd>86.2 吨</dd></div>
        <div><dt>厨余垃圾</dt><dd>42.7 吨</dd></div>
        <div><dt>行驶里程</dt><dd>1,284 公里</dd></div>
      </Stats>
    </Card>
  );
}

export const Playground: Story = { args: { tip: '数据加载中…', children: <TodayStats /> } };

export const Standalone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中…' })).toBeVisible();
  },
};

function Reload() {
  const [loading, setLoading] = useState(false);
  return (
    <div>
      <Button onClick={() => setLoading((value) => !value)}>{loading ? '停止' : '刷新'}</Button>
      <Spin spinning={loading} tip="正在刷新">
        <TodayStats />
      </Spin>
    </div>
  );
}

/** Covering content: aria-busy on the wrapper, the content inert until done. */
export const OverContent: Story = {
  render: () => <Reload />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    const status = await canvas.findByRole('status', { name: '正在刷新' });
    const wrapper = status.parentElement as HTMLElement;
    await expect(wrapper).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[inert]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(wrapper).toHaveAttribute('aria-busy', 'false');
  },
};

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xl};
  align-items: center;
`;

export const Matrix: Story = {
  render: () => (
    <Row>
      <Spin size="sm" />
      <Spin size="md" />
      <Spin size="lg" tip="加载中" />
      <div style={{ width: 360 }}>
        <Spin tip="正在刷新"><TodayStats /></Spin>
      </div>
    </Row>
  ),
};

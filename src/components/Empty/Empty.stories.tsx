import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Empty } from './Empty';

const meta = {
  title: 'Components/Empty',
  component: Empty,
  tags: ['autodocs'],
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

const onCreate = fn();
export const WithAction: Story = {
  args: { description: '该转运站暂无车辆', children: <Button variant="primary" icon="plus" onClick={onCreate}>新增车辆</Button> },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '新增车辆' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalled();
  },
};

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.lg};
  align-items: flex-start;
`;
export const Matrix: Story = {
  render: () => (
    <Row>
      <Empty size="sm" description="无收运记录" />
      <Empty size="md" />
      <Empty size="lg" description="暂无告警" />
    </Row>
  ),
};

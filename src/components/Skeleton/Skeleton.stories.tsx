import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { loading: true, rows: 3, title: true, avatar: false, active: true },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithAvatar: Story = { args: { avatar: true, rows: 2 } };

function Loader() {
  const [loading, setLoading] = useState(true);
  return (
    <Column>
      <Button onClick={() => setLoading(false)}>加载完成</Button>
      <Skeleton loading={loading} avatar rows={2}>
        <p>司机 张建国 · 浙A·D1234 · 城东转运站</p>
      </Skeleton>
    </Column>
  );
}

export const ThenContent: Story = {
  render: () => <Loader />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '内容加载中' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '加载完成' }));
    await expect(await canvas.findByText('司机 张建国 · 浙A·D1234 · 城东转运站')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
  max-width: 560px;
  justify-items: start;
`;

export const Matrix: Story = {
  render: () => (
    <Column>
      <Skeleton rows={1} title={false} />
      <Skeleton rows={3} />
      <Skeleton avatar rows={2} />
      <Skeleton avatar rows={4} active={false} />
    </Column>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { MessageHost, message } from './Message';

/** Buttons that raise messages; `duration` 0 keeps them for the screenshot. */
function Demo({ duration }: { duration?: number }) {
  return (
    <Row>
      <MessageHost />
      <Button variant="primary" onClick={() => message.success('车辆 浙A·D1234 保存成功', duration)}>成功</Button>
      <Button onClick={() => message.error('城东转运站数据加载失败', duration)}>失败</Button>
      <Button onClick={() => message.warning('今日厨余垃圾收运量已超过计划 12%', duration)}>警告</Button>
      <Button onClick={() => message.info('收运路线已更新', duration)}>提示</Button>
      <Button onClick={() => message.loading('正在导出收运报表…', duration)}>加载</Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
`;

const meta = {
  title: 'Components/Message',
  component: Demo,
  tags: ['autodocs'],
  beforeEach: () => {
    message.destroy();
    return () => message.destroy();
  },
  args: { duration: 0 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Default display of 1.5 s (spec §9): the message appears, is announced politely, then goes. */
export const AutoClose: Story = {
  args: { duration: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    const region = within(document.body).getByRole('status', { name: '消息提示' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(await within(region).findByText('车辆 浙A·D1234 保存成功')).toBeVisible();
    const shownAt = performance.now();
    await waitFor(() => expect(within(region).queryByText('车辆 浙A·D1234 保存成功')).toBeNull(), { timeout: 3000 });
    await expect(performance.now() - shownAt).toBeGreaterThan(1000);
  },
};

/** Every type stacked top to bottom in call order. */
export const Matrix: Story = {
  play: async ({ canvas }) => {
    for (const name of ['成功', '失败', '警告', '提示', '加载']) await userEvent.click(canvas.getByRole('button', { name }));
    const region = within(document.body).getByRole('status', { name: '消息提示' });
    const texts = [...region.querySelectorAll('[data-type]')].map((node) => node.getAttribute('data-type'));
    await expect(texts).toEqual(['success', 'error', 'warning', 'info', 'loading']);
  },
};

/** Keyboard: a focused button raises a message with Enter; the close function removes it. */
export const ManualClose: Story = {
  render: () => {
    let close: (() => void) | undefined;
    return (
      <Row>
        <MessageHost />
        <Button onClick={() => { close = message.loading('正在同步 GPS 数据…', 0); }}>开始同步</Button>
        <Button onClick={() => close?.()}>完成同步</Button>
      </Row>
    );
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: '开始同步' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByText('正在同步 GPS 数据…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '完成同步' }));
    await waitFor(() => expect(within(document.body).queryByText('正在同步 GPS 数据…')).toBeNull());
  },
};

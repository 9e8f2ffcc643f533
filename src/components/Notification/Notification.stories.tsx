import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { NotificationHost, notification } from './Notification';
import { NOTIFICATION_DURATION_MS } from './notification';

function Demo({ duration }: { duration?: number }) {
  return (
    <Row>
      <NotificationHost />
      <Button variant="primary" onClick={() => notification.success({ title: '排班已发布', description: '城东转运站 2026-11-20 早班共 12 辆车。', duration })}>成功</Button>
      <Button onClick={() => notification.error({ title: '数据同步失败', description: '浙A·D1234 的 GPS 数据 10 分钟未上报。', duration })}>失败</Button>
      <Button onClick={() => notification.warning({ title: '超载告警', description: '浙A·D5678 当前载重 9.2 吨，超过核定 8 吨。', duration })}>警告</Button>
      <Button onClick={() => notification.info({ title: '系统公告', description: '今晚 22:00 至 23:00 进行系统维护。', duration })}>提示</Button>
      <Button onClick={() => notification.open({ title: '新的问题上报', duration })}>仅标题</Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
`;

const meta = {
  title: 'Components/Notification',
  component: Demo,
  tags: ['autodocs'],
  beforeEach: () => {
    notification.destroy();
    return () => notification.destroy();
  },
  args: { duration: 0 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every status stacked; the close button of each is reachable by keyboard. */
export const Matrix: Story = {
  play: async ({ canvas }) => {
    for (const name of ['成功', '失败', '警告', '提示', '仅标题']) await userEvent.click(canvas.getByRole('button', { name }));
    const region = within(document.body).getByRole('region', { name: '通知' });
    await expect(within(region).getAllByRole('group')).toHaveLength(5);
  },
};

export const Closable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '警告' }));
    const card = await within(document.body).findByRole('group', { name: '超载告警' });
    within(card).getByRole('button', { name: '关闭通知' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('group', { name: '超载告警' })).toBeNull());
  },
};

/** The default duration is longer than a message's 1.5 s. */
export const AutoClose: Story = {
  args: { duration: 2000 },
  play: async ({ canvas }) => {
    await expect(NOTIFICATION_DURATION_MS).toBeGreaterThan(1500);
    await userEvent.click(canvas.getByRole('button', { name: '提示' }));
    await expect(await within(document.body).findByRole('group', { name: '系统公告' })).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('group', { name: '系统公告' })).toBeNull(), { timeout: 4000 });
  },
};

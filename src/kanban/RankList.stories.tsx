import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { facilities } from './fixtures/sanitation';
import { t } from '../i18n';
import { Panel } from './Panel';
import { RankList } from './RankList';
import { panelFrame } from './storyUtils';

const meta = {
  title: 'Kanban/RankList',
  component: RankList,
  tags: ['autodocs'],
  decorators: [panelFrame],
  args: { items: facilities, unit: t('charts.unit.ton'), limit: 6, 'aria-label': t('charts.board.facilityRank') },
  render: (args) => (
    <Panel title={t('charts.board.facilityRank')}>
      <RankList {...args} />
    </Panel>
  ),
} satisfies Meta<typeof RankList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('北郊焚烧发电厂');
  },
};
export const Small: Story = { args: { size: 'sm', limit: 8 } };
export const Empty: Story = { args: { items: [] } };
/** The ranking failed to load: 数据加载失败 with 重试, distinct from the empty list. */
export const Failed: Story = {
  args: { items: [], error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(t('charts.state.empty'))).toBeNull();
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: t('charts.state.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** On a board: names are buttons that open the list behind the ranking, and the panel says its period. */
export const Clickable: Story = {
  args: { onItemClick: fn() },
  render: (args) => (
    <Panel title={t('charts.board.facilityRank')} period="近 30 天 · 10月22日 至 11月20日">
      <RankList {...args} />
    </Panel>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '北郊焚烧发电厂' }));
    await expect(args.onItemClick).toHaveBeenCalledWith(expect.objectContaining({ name: '北郊焚烧发电厂' }));
    await expect(canvas.getByText('近 30 天 · 10月22日 至 11月20日')).toBeVisible();
  },
};

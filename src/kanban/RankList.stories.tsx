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

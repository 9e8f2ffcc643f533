import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vehicleStatus } from './fixtures/sanitation';
import { t } from '../i18n';
import { Panel } from './Panel';
import { StatusGrid } from './StatusGrid';
import { panelFrame } from './storyUtils';

const meta = {
  title: 'Kanban/StatusGrid',
  component: StatusGrid,
  tags: ['autodocs'],
  decorators: [panelFrame],
  args: vehicleStatus,
  render: (args) => (
    <Panel title={t('charts.board.vehicleStatus')}>
      <StatusGrid {...args} />
    </Panel>
  ),
} satisfies Meta<typeof StatusGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('469')).toBeInTheDocument();
    await expect(canvas.getByText(/在线率/)).toHaveTextContent('87.8%');
  },
};
export const AllOffline: Story = { args: { online: 0, offline: 12, alarm: 0 } };

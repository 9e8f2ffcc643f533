import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { problemStageLabel, Timeline, type TimelineItem } from './Timeline';

const history: TimelineItem[] = [
  { key: '1', title: problemStageLabel('report'), time: '2026-11-20T08:12:00', handler: '市民 王女士', remark: '建设路与解放路口垃圾桶满溢，有异味。', status: 'success' },
  { key: '2', title: problemStageLabel('sign'), time: '2026-11-20T08:20:00', handler: '城东片区 李明', status: 'success' },
  { key: '3', title: problemStageLabel('dispatch'), time: '2026-11-20T08:26:00', handler: '调度中心 陈静', remark: '派单至 浙A·D1234（城东转运站）。', status: 'success' },
  { key: '4', title: problemStageLabel('handling'), time: '2026-11-20T09:05:00', handler: '司机 张建国', remark: '已清运 1.2 吨其他垃圾，现场已冲洗。', status: 'processing' },
  { key: '5', title: problemStageLabel('review'), pending: true },
  { key: '6', title: problemStageLabel('done'), pending: true },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { items: history, 'aria-label': '问题单 WT-20261120-0032 处理记录' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '问题单 WT-20261120-0032 处理记录' });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries.map((entry) => entry.querySelector('span + div span')?.textContent)).toEqual(['上报', '签收', '派单', '处理中', '审核', '办结']);
    await expect(entries[0]).toHaveTextContent('2026-11-20 08:12');
    await expect(entries[3]).toHaveTextContent('处理人：司机 张建国');
  },
};

export const Finished: Story = {
  args: {
    items: [
      ...history.slice(0, 3),
      { ...history[3], status: 'success' },
      { key: '5', title: problemStageLabel('review'), time: '2026-11-20T10:30:00', handler: '质检 刘洋', remark: '现场照片符合要求。', status: 'success' },
      { key: '6', title: problemStageLabel('done'), time: '2026-11-20T10:32:00', handler: '系统', status: 'success' },
    ],
  },
};

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => p.theme.space.lg};
`;
export const Matrix: Story = {
  render: () => (
    <Row>
      <Timeline aria-label="各状态" items={(['default', 'success', 'warning', 'error', 'info', 'processing'] as const).map((status) => ({ key: status, title: status, status }))} />
      <Timeline aria-label="待处理" items={[{ key: 'a', title: '上报', time: '2026-11-20T07:00:00' }, { key: 'b', title: '签收', pending: true }]} />
      <Timeline aria-label="退回" items={[{ key: 'a', title: '审核', status: 'error', handler: '质检 刘洋', remark: '照片不清晰，退回重新处理。', time: '2026-11-20T11:00:00' }]} />
    </Row>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionTimeline, type ActionEntry } from './ActionTimeline';

/** A deterministic inline photo (no network). */
function photo(sky: string, object: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="${sky}"/><rect y="170" width="320" height="70" fill="rgb(120,120,120)"/><rect x="110" y="80" width="100" height="110" rx="8" fill="${object}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const walk: ActionEntry[] = [
  { key: '1', label: '上报', at: '2026-11-20 08:12:00', who: '巡查员 周明', to: '待签收', status: 'warning', note: '文三路 88 号路边堆放生活垃圾', assignee: '杭州城东环境服务有限公司 / 处置员 陈刚' },
  { key: '2', label: '退回', at: '2026-11-20 08:40:00', who: '处置员 陈刚', from: '待签收', to: '已退回', status: 'error', note: '不属于本单位作业片区' },
  { key: '3', label: '派遣', at: '2026-11-20 09:05:00', who: '指挥中心 林静', from: '已退回', to: '待签收', status: 'warning', assignee: '西湖区环境卫生管理所 / 王建国' },
  { key: '4', label: '签收', at: '2026-11-20 09:20:00', who: '王建国', from: '待签收', to: '处置中', status: 'info' },
  { key: '5', label: '延期', at: '2026-11-20 15:00:00', who: '王建国', from: '处置中', to: '处置中', status: 'info', note: '需要等待清运车辆', date: { label: '延期至', value: '2026-11-24' } },
  {
    key: '6', label: '处置反馈', outcome: '处置完毕，提交核查', at: '2026-11-21 10:30:00', who: '王建国', from: '处置中', to: '待核查', status: 'info', note: '已清理完毕，现场恢复整洁',
    images: [{ src: photo('rgb(186,214,240)', 'rgb(46,125,50)'), alt: '处置后现场 1' }, { src: photo('rgb(200,225,245)', 'rgb(25,118,210)'), alt: '处置后现场 2' }],
  },
  { key: '7', label: '核查', outcome: '核查通过，结案', at: '2026-11-21 14:02:00', who: '指挥中心 林静', from: '待核查', to: '已结案', status: 'success', note: '现场核查已整改' },
];

const meta = {
  title: 'Components/ActionTimeline',
  component: ActionTimeline,
  tags: ['autodocs'],
  args: { entries: walk, 'aria-label': '案件 AJ202611200001 处置过程' },
} satisfies Meta<typeof ActionTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A case from report to closure: refusal, re-dispatch, delay, feedback with photos, review. */
export const CaseWalk: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '案件 AJ202611200001 处置过程' });
    // The steps are the list's own items (each step's photos are a list of their own).
    const steps = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    await expect(steps).toHaveLength(7);
    await expect(steps[1]).toHaveTextContent('待签收 → 已退回');
    await expect(steps[2]).toHaveTextContent('交由 西湖区环境卫生管理所 / 王建国');
    await expect(steps[4]).toHaveTextContent('延期至：2026-11-24');
    await expect(within(steps[5]!).getByRole('button', { name: '查看大图：处置后现场 2' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无处置记录')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TreePage from '../../apps/web/src/modules/pages/TreePage';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 分类准确率 · 区划小区: the generic tree page on a read-only tree (a view of the platform's
 * regions, no create/edit/delete: no maintenance buttons), beside the housing estates under the
 * selected region and its descendants, answered by the reference server's own code on PGlite.
 */
const meta = {
  title: 'Screens/区划小区树',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: TreePage, uri: '/bkdz/regionTree', title: '区划小区' },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '只读树形页：左侧行政区划树（平台主数据，无维护按钮），右侧为所选区划及其下级的小区列表。' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('treeitem', { name: /西湖区/ })).toBeVisible();
    expect(canvas.queryByRole('toolbar', { name: '行政区划树' })).toBeNull();
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 西湖区 selected: the estates of its three streets, none of 拱墅区 or 上城区. */
export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('treeitem', { name: /^西湖区/ }));
    const table = canvas.getByRole('table', { name: '小区列表' });
    await waitFor(() => expect(within(table).getAllByText(/北山街道|西溪街道|翠苑街道/).length).toBe(5));
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent(/北山街道|西溪街道|翠苑街道/);
  },
};

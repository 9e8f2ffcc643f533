import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ReportTreePage from '../../apps/web/src/modules/pages/ReportTreePage';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 维修与费用 · 车辆费用: the report-tree page (page kind `reportTree`) — the family's car trees by
 * grade, type and department in tabs beside the cost list; picking a car lists its costs only.
 * Answered by the reference server's own code on PGlite in the browser.
 */
const meta = {
  title: 'Screens/车辆费用树',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: ReportTreePage, uri: '/clwxfw/costByCar', title: '车辆费用' },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '报表树页：左侧为按等级、类型、部门组织的车辆树（每棵树一个页签），右侧为费用列表；选中车辆后列表只显示该车的费用，选中分组时显示全部。' } },
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grade tree with its counts; the first car of the first grade picked, its costs beside. */
export const CarPicked: Story = {
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('tree', { name: '车辆等级树' }, { timeout: 15_000 });
    const first = (await within(tree).findAllByRole('treeitem'))[0]!;
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'true'));
    const car = within(tree).getAllByRole('treeitem')[1]!;
    await userEvent.click(car);
    await waitFor(() => expect(canvas.getByLabelText('所在位置').textContent).toMatch(/^“浙.+”的车辆费用$/));
    const table = await canvas.findByRole('table', { name: '车辆费用列表' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TreePage from '../../apps/web/src/modules/pages/TreePage';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 仓库管理 · 物料类型: the generic tree manager (page kind `tree`) on the seeded material type
 * tree (清扫工具 → 扫帚…, 劳保用品 → 工作服 → 反光背心), beside the materials of the selected type
 * and its descendants, answered by the reference server's own code on PGlite in the browser.
 */
const meta = {
  title: 'Screens/物料类型树',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: TreePage, uri: '/kcgl/materialType', title: '物料类型' },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '树形管理页：左侧物料类型树（新增顶级、新增下级、重命名、移动到…、删除），右侧为所选类型及其下级类型的物料列表。' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('treeitem', { name: /劳保用品/ })).toBeVisible();
    await expect(await canvas.findByText('全部物料')).toBeVisible();
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => within(root).getAllByRole('row').slice(1);

/** 工作服 selected: its own materials and those of 反光背心 below it. */
export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('treeitem', { name: /^工作服/ }));
    await expect(await canvas.findByText('“劳保用品 / 工作服”及其下级的物料')).toBeVisible();
    const table = canvas.getByRole('table', { name: '物料列表' });
    await waitFor(() => expect(within(table).getAllByText(/反光背心/).length).toBeGreaterThan(0));
    await waitFor(() => expect(within(table).getByText('夏季工作服')).toBeVisible());
    for (const row of rows(table)) expect(row).toHaveTextContent(/工作服|反光/);
  },
};

/** 移动到… 清扫工具 under its own child 扫帚: refused next to the field, in Chinese. */
export const MoveRefused: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('treeitem', { name: /^清扫工具/ }));
    await userEvent.click(within(canvas.getByRole('toolbar', { name: '物料类型树' })).getByRole('button', { name: '移动到…' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: /移动物料类型“清扫工具”/ }));
    await userEvent.click(dialog.getByRole('combobox', { name: '上级类型' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '扫帚' }));
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await expect(await dialog.findByText('不能把物料类型“清扫工具”移到它自己或它的下级之下')).toBeVisible();
  },
};

/** Deleting 车辆配件 (which has children) is refused, naming the children. */
export const DeleteRefused: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('treeitem', { name: /^车辆配件/ }));
    await userEvent.click(within(canvas.getByRole('toolbar', { name: '物料类型树' })).getByRole('button', { name: '删除' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: '删除' }));
    await expect(await canvas.findByText('物料类型“车辆配件”下还有 4 个下级（轮胎、滤芯、刹车片、灯具），请先删除或移走下级')).toBeVisible();
  },
};

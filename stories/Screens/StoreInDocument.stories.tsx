import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ListPage from '../../apps/web/src/modules/pages/ListPage';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 仓库管理 · 入库单: a document with line items (catalogue lines + document) in the generic list
 * page: the seeded in documents, and the create dialog's line editor with per-line problems and
 * totals, answered by the reference server's own code on PGlite in the browser.
 */
const meta = {
  title: 'Screens/入库单',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: ListPage, uri: '/kcgl/storeIn', title: '入库单' },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '带明细的单据：表头与明细在同一表单中编辑、一次保存；提交后记入库存台账，作废写入冲销记录。' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^共 \d+ 条$/)).toBeVisible();
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest documents first, with their state. */
export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const table = context.canvas.getByRole('table', { name: '入库单列表' });
    await expect(within(table).getAllByText(/^RK\d{8}-\d{3}$/).length).toBe(10);
  },
};

async function openCreate(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: '新增' }));
  return within(await within(document.body).findByRole('dialog', { name: '新增入库单' }));
}

async function choose(dialog: ReturnType<typeof within>, name: string, option: RegExp | string) {
  await userEvent.click(dialog.getByRole('combobox', { name }));
  await userEvent.click((await within(document.body).findAllByRole('option', { name: option }))[0]!);
}

/** Two lines, the second with a bad quantity: 确定 names line 2; totals follow the lines. */
export const LineErrors: Story = {
  play: async (context) => {
    await meta.play(context);
    const dialog = await openCreate(context.canvas);
    await choose(dialog, '入库仓库', '城东物资仓库');
    await userEvent.type(dialog.getByRole('textbox', { name: '入库日期' }), '2026-11-20{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: '经办人' }), '王建国');
    await choose(dialog, '第 1 行物料', '竹扫帚');
    await userEvent.type(dialog.getByRole('spinbutton', { name: '第 1 行数量' }), '20{Tab}');
    await userEvent.type(dialog.getByRole('spinbutton', { name: '第 1 行单价' }), '18{Tab}');
    await userEvent.click(dialog.getByRole('button', { name: '复制 1' }));
    await userEvent.clear(dialog.getByRole('spinbutton', { name: '第 2 行数量' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: '第 2 行数量' }), '0{Tab}');
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialog.getAllByText('第 2 行：数量须在 0.01 到 1000000 之间').length).toBeGreaterThan(0));
    await expect(dialog.getByText('共 2 行')).toBeVisible();
    // Line 1's amount and the total (line 2 has none yet).
    await expect(dialog.getAllByText('360.00')).toHaveLength(2);
  },
};

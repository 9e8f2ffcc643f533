import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ListPage from '../../apps/web/src/modules/pages/ListPage';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 垃圾收运 · 车辆信息: the app's real catalogue list page (search form, table with paging,
 * selection, create/edit dialog, delete confirmation, export) answered by the reference
 * server's own calls on PGlite in the browser: the demo tenant's 24 vehicles from the server's seed.
 */
const meta = {
  title: 'Screens/车辆信息列表页',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: ListPage, uri: '/ljszy/carInfo', title: '车辆信息' },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: '应用中的通用资源列表页（apps/web/src/modules/pages/ListPage），由目录中的“车辆”定义驱动；数据由参考服务器自己的代码（通用调用、校验、报表引擎）在浏览器内的 PGlite 上提供：服务器的表结构与演示租户的种子数据，每个故事一个新租户，不连接服务器。',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 24 条')).toBeVisible();
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = (root: HTMLElement) => within(root).getAllByRole('row').slice(1);

/** The first page: ten vehicles sorted by plate, type and garbage tags, units by name. */
export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    const table = canvas.getByRole('table', { name: '车辆列表' });
    await expect(dataRows(table)).toHaveLength(10);
    await expect(dataRows(table)[0]).toHaveTextContent('浙A·D1159');
  },
};

/** Pick 车辆类型 in the combobox and type part of a plate: only matching vehicles stay. */
export const Search: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    const search = within(canvas.getByRole('search', { name: '车辆查询' }));
    await userEvent.click(search.getByRole('combobox', { name: '车辆类型' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '压缩式垃圾车' }));
    await userEvent.type(search.getByRole('textbox', { name: '车牌号' }), 'D3{Enter}');
    const table = canvas.getByRole('table', { name: '车辆列表' });
    await waitFor(() => expect(canvas.queryByText('共 24 条')).toBeNull());
    await waitFor(() => {
      const rows = dataRows(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row).toHaveTextContent('压缩式垃圾车');
        expect(row).toHaveTextContent('浙A·D3');
      }
    });
  },
};

/** 新增 then 确定 at once, then a bad plate and load: the catalogue's rules answer next to each field, in Chinese. */
export const CreateValidation: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增车辆' }));
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await expect(await dialog.findByText('车牌号不能为空')).toBeVisible();
    await expect(dialog.getByText('车辆类型不能为空')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: '车牌号' }), 'AB123');
    await userEvent.type(dialog.getByRole('spinbutton', { name: '核定载重(kg)' }), '99999');
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await expect(await dialog.findByText('车牌号格式不正确，例如 浙A·D1234 或 浙A·1234挂')).toBeVisible();
    await expect(await dialog.findByText('核定载重须在 500 到 40000 之间')).toBeVisible();
  },
};

/** Editing a plate into one that exists: the server's answer shows under the field. */
export const DuplicatePlate: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    const first = dataRows(canvas.getByRole('table', { name: '车辆列表' }))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: '编辑' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑车辆 浙A·D1159' }));
    const plate = dialog.getByRole('textbox', { name: '车牌号' });
    await expect(plate).toHaveValue('浙A·D1159');
    await userEvent.clear(plate);
    await userEvent.type(plate, '浙A·D1538');
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await expect(await dialog.findByText('车牌号“浙A·D1538”已存在')).toBeVisible();
    await expect(plate).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Create a vehicle through every kind of control, find it, delete it with the confirmation. */
export const CreateAndDelete: Story = {
  // The success toasts time out on their own: no screenshot of this flow.
  parameters: { visual: false },
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const dialog = within(await body.findByRole('dialog', { name: '新增车辆' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '车牌号' }), '浙A·S0001');
    for (const [name, option] of [['车辆类型', '勾臂车'], ['垃圾类型', '其他垃圾'], ['所属单位', '西湖区环境卫生管理所']]) {
      await userEvent.click(dialog.getByRole('combobox', { name }));
      await userEvent.click(await body.findByRole('option', { name: option }));
    }
    await userEvent.type(dialog.getByRole('textbox', { name: '司机' }), '钱志明');
    await userEvent.type(dialog.getByRole('spinbutton', { name: '核定载重(kg)' }), '8000');
    await userEvent.type(dialog.getByRole('textbox', { name: '购置日期' }), '2026-11-18{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('共 25 条')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: '车牌号' }), 'S0001{Enter}');
    await expect(await canvas.findByText('共 1 条')).toBeVisible();
    const row = dataRows(canvas.getByRole('table', { name: '车辆列表' }))[0]!;
    await expect(row).toHaveTextContent('勾臂车');
    await expect(row).toHaveTextContent('西湖区环境卫生管理所');
    await expect(row).toHaveTextContent('8,000');
    await userEvent.click(within(row).getByRole('button', { name: '删除' }));
    const alert = within(await body.findByRole('alertdialog'));
    await userEvent.click(alert.getByRole('button', { name: /删\s*除/ }));
    await expect(await canvas.findByText('共 0 条')).toBeVisible();
  },
};

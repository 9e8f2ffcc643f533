import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VehicleListPage } from './VehicleListPage';

const meta = {
  title: 'Patterns/SearchTablePage',
  component: VehicleListPage,
  tags: ['autodocs'],
  args: { initialCount: 36 },
  parameters: {
    docs: {
      description: {
        component:
          '列表页的标准布局：查询表单（SearchForm）在上，数据表格（DataTable：勾选、列设置、行操作、分页）在下，新增/编辑用对话框（Dialog + DialogFormLayout），删除用 confirm()。数据为本地模拟的车辆信息。',
      },
    },
  },
} satisfies Meta<typeof VehicleListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 查询 filters the table; 重置 shows every vehicle again. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 36 条')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '车牌号' }), '浙A{Enter}');
    await expect(await canvas.findByText('共 8 条')).toBeVisible();
    for (const row of canvas.getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('浙A·');
    await userEvent.click(canvas.getByRole('button', { name: /重\s*置/ }));
    await expect(await canvas.findByText('共 36 条')).toBeVisible();
  },
};

/** 新增车辆 opens the dialog; required fields are checked; 确定 adds the row at the top. */
export const CreateVehicle: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增车辆' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '新增车辆' });
    const body = within(dialog);
    await userEvent.click(body.getByRole('button', { name: /确\s*定/ }));
    await expect(await body.findByText('请输入车牌号')).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: /车牌号/ }), '浙A·D1234');
    await userEvent.type(body.getByRole('textbox', { name: /司机/ }), '钱志明');
    await userEvent.type(body.getByRole('spinbutton', { name: /载重/ }), '8.5');
    await userEvent.click(body.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const first = canvas.getAllByRole('row')[1];
    await expect(first).toHaveTextContent('浙A·D1234');
    await expect(first).toHaveTextContent('钱志明');
    await expect(first).toHaveTextContent('8.5');
    await expect(canvas.getByText('共 37 条')).toBeVisible();
  },
};

/** 编辑 opens the dialog filled with the row; the change shows in the table. */
export const EditVehicle: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 浙A·A1000' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '编辑车辆 浙A·A1000' });
    const driver = within(dialog).getByRole('textbox', { name: /司机/ });
    await expect(driver).toHaveValue('王建国');
    await userEvent.clear(driver);
    await userEvent.type(driver, '孙立平');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('孙立平');
  },
};

/** Select rows, 批量删除, confirm: the rows are gone and the selection is cleared. */
export const BatchDelete: Story = {
  play: async ({ canvas }) => {
    const batch = canvas.getByRole('button', { name: '批量删除' });
    await expect(batch).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 浙A·A1000' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 浙B·H8919' }));
    await userEvent.click(batch);
    const alert = await within(document.body).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('确定删除选中的 2 辆车？');
    await userEvent.click(within(alert).getByRole('button', { name: /删\s*除/ }));
    await expect(await canvas.findByText('共 34 条')).toBeVisible();
    await expect(canvas.queryByText('浙A·A1000')).toBeNull();
    await expect(canvas.getByRole('button', { name: '批量删除' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { initialCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无数据');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BoardPage from '../../apps/web/src/modules/pages/BoardPage';
import ListPage from '../../apps/web/src/modules/pages/ListPage';
import ReportPage from '../../apps/web/src/modules/pages/ReportPage';
import ReportTreePage from '../../apps/web/src/modules/pages/ReportTreePage';
import type { ModuleData, PageAnswer, Row } from '../../apps/web/src/modules/dataSource';
import { canvasViewport, chartsDrawn } from '../../src/charts/storyUtils';
import { loadScreen, ModuleScreen, renderScreen } from './ModuleScreen';

/**
 * 系统管理's pages on the engine's page kinds, answered by the reference server's own code on
 * PGlite in the browser: the 工作台 with the facts widget (today's weather of the tenant's city),
 * the enum dictionary (a custom report with its own search form: `filterFields`), the menu
 * definition (a report tree beside a report's rows) and the batch download (a list whose
 * `download` action saves the file its call answers).
 */
const meta = {
  title: 'Screens/系统管理',
  component: ModuleScreen,
  tags: ['autodocs'],
  loaders: [loadScreen],
  render: renderScreen,
  args: { page: BoardPage, uri: '/xtgl/welcome', title: '工作台' },
  argTypes: { page: { control: false }, data: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '系统管理的页面：工作台（含“今日天气”信息卡）、枚举字典（自定义报表的查询表单）、菜单定义（报表树与报表行）与批量文件下载（列表的下载操作）。数据由参考服务器自己的代码在浏览器内的 PGlite 上提供。' } },
  },
} satisfies Meta<typeof ModuleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 工作台: income tiles, today's weather as label–value pairs, the week's highs and the income charts. */
export const Workbench: Story = {
  args: { page: BoardPage, uri: '/xtgl/welcome', title: '工作台', windowHigh: true },
  parameters: canvasViewport.parameters,
  globals: canvasViewport.globals,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('数据截至 2026-11-20', {}, { timeout: 15_000 })).toBeVisible();
    const weather = await canvas.findByRole('region', { name: '今日天气' });
    await waitFor(() => expect(weather).toHaveTextContent(/城市杭州市/));
    await waitFor(() => expect(weather).toHaveTextContent(/气温-?\d+ ~ -?\d+ ℃/));
    await chartsDrawn(canvasElement);
  },
};

/** 枚举字典 narrowed to one system's enums: its own search form (system, source, keyword) sent to the report. */
export const EnumDictionary: Story = {
  args: { page: ReportPage, uri: '/xtgl/enum', title: '枚举字典' },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: '枚举字典列表' }, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    const search = canvas.getByRole('search', { name: '枚举字典查询' });
    await userEvent.click(within(search).getByRole('combobox', { name: '所属系统' }));
    // The options open in a portal, outside the story's root.
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: '系统管理' }));
    await userEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBe(10);
      for (const row of rows) expect(row).toHaveTextContent(/^系统管理/);
    });
  },
};

/** 菜单定义 with 系统管理 picked: its menu entries with their addresses, page kinds and opening modes. */
export const MenuDefinition: Story = {
  args: { page: ReportTreePage, uri: '/xtgl/menu', title: '菜单定义' },
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('tree', { name: '菜单树' }, { timeout: 15_000 });
    const system = await within(tree).findByRole('treeitem', { name: /^系统管理/ });
    await userEvent.click(system);
    await waitFor(() => expect(canvas.getByLabelText('所在位置')).toHaveTextContent('“系统管理”的菜单定义'));
    const table = canvas.getByRole('table', { name: '菜单定义列表' });
    await waitFor(() => expect(within(table).getByText('/xtgl/tenantConstant')).toBeVisible());
  },
};

/** The tenant's files as the server lists them (the screens have no file storage of their own). */
const FILES: Row[] = [
  ['环卫作业安全管理制度.pdf', 'pdf', 0.6, '2026-11-18 15:42:00'], ['道路保洁作业照片.jpg', 'image', 41.3, '2026-11-17 12:51:00'],
  ['垃圾分类督导照片-小区投放点.png', 'image', 83.2, '2026-11-14 11:34:00'], ['应急物资盘点表.xlsx', 'excel', 6.6, '2026-11-09 14:25:00'],
  ['2026年10月收运月报.xlsx', 'excel', 6.6, '2026-11-01 09:00:00'], ['公厕保洁标准.txt', 'text', 0.1, '2026-10-18 13:08:00'],
].map(([fileName, fileType, sizeKb, uploadedAt], i) => ({ id: i + 1, fileName, fileType, sizeKb, uploaderName: '系统管理员', uploadedAt, fileId: `fx1m${i + 1}`, mimeType: '' }));

async function withFiles(context: Parameters<typeof loadScreen>[0]): Promise<{ data: ModuleData }> {
  const { data } = await loadScreen(context);
  const list: ModuleData['list'] = (resource, payload) =>
    resource.key === 'fileEntry' ? Promise.resolve<PageAnswer>({ rows: FILES, total: FILES.length }) : data.list(resource, payload);
  return { data: { ...data, list } };
}

/** 批量文件下载 with two files picked: 打包下载 is enabled for the selection. */
export const BatchDownload: Story = {
  args: { page: ListPage, uri: '/xtgl/fileDownload', title: '批量文件下载' },
  loaders: [withFiles],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '文件列表' }, { timeout: 15_000 });
    const download = canvas.getByRole('button', { name: '打包下载' });
    await expect(download).toBeDisabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: '选择 环卫作业安全管理制度.pdf' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: '选择 2026年10月收运月报.xlsx' }));
    await waitFor(() => expect(download).toBeEnabled());
    await expect(canvas.getByText('已选 2 条')).toBeVisible();
  },
};

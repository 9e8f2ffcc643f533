import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoNotices, demoPages, demoSystems } from '../fixtures';
import { HeaderBar } from './HeaderBar';

const meta = {
  title: 'Shell/HeaderBar',
  component: HeaderBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: '垃圾收运', collapsed: true, onToggleCollapse: fn(), onOpenSearch: fn(), notices: demoNotices, quickJump: demoPages,
    onQuickJump: fn(), systems: demoSystems, currentSystem: 'ljszy', onSwitchSystem: fn(), fullWindow: false,
    onToggleFullWindow: fn(), userName: '收运调度员', onChangePassword: fn(), onLogout: fn(),
  },
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '展开菜单' }));
    await expect(args.onToggleCollapse).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /搜索菜单/ }));
    await expect(args.onOpenSearch).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    await expect(args.onToggleFullWindow).toHaveBeenCalled();
  },
};

export const SystemBoard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '切换系统' }));
    const body = within(document.body);
    await expect(await body.findByRole('button', { name: '垃圾收运' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(body.getByRole('button', { name: '车辆管理' }));
    await expect(args.onSwitchSystem).toHaveBeenCalledWith(demoSystems[2]);
  },
};

export const Notices: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /通知/ }));
    await expect(await within(document.body).findByText(/浙A·D1234 压缩车超时未到站/)).toBeInTheDocument();
  },
};

export const UserMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /用户菜单/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const QuickJumpEmpty: Story = {
  args: { quickJump: [], notices: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '快速跳转' }));
    await expect(await within(document.body).findByText('收藏或访问过的页面会出现在这里')).toBeInTheDocument();
  },
};

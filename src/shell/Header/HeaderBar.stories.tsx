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

/** Two unread (one a warning): the bell shows 2; opening one shows its text and reports it read. */
export const Notices: Story = {
  args: { onReadNotice: fn(), onReadAllNotices: fn() },
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: /通知/ });
    await expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);
    const body = within(document.body);
    const first = await body.findByRole('button', { name: /浙A·D1234 压缩车超时未到站/ });
    await expect(first).toHaveAccessibleName(/^未读/);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(body.getByText(/当前延误 35 分钟/)).toBeVisible();
    await expect(args.onReadNotice).toHaveBeenCalledWith('n1');
    // A read notice opens without reporting again.
    await userEvent.click(body.getByRole('button', { name: /系统维护通知/ }));
    await expect(args.onReadNotice).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: '全部标为已读' }));
    await expect(args.onReadAllNotices).toHaveBeenCalled();
  },
};

export const NoticesAllRead: Story = {
  args: { notices: demoNotices.map((n) => ({ ...n, read: true })), onReadAllNotices: fn() },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: '通知' });
    await expect(bell).not.toHaveTextContent(/\d/);
    await userEvent.click(bell);
    await within(document.body).findByRole('button', { name: /厨余垃圾日报/ });
    await expect(within(document.body).queryByRole('button', { name: '全部标为已读' })).toBeNull();
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

/** A portrait stand-in (shapes only, so the screenshot never depends on a font). */
const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="rgb(106,167,216)"/><circle cx="32" cy="25" r="12" fill="rgb(243,217,196)"/><rect x="12" y="42" width="40" height="22" rx="11" fill="rgb(47,93,138)"/></svg>')}`;

/** The user's photo in place of the user icon; the menu offers 更换头像 when the app can change it. */
export const UserPhoto: Story = {
  args: { photoUrl: PHOTO, onChangePhoto: fn() },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /用户菜单/ });
    await expect(trigger.querySelector('img')).toHaveAttribute('src', PHOTO);
    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '更换头像' }));
    await expect(args.onChangePhoto).toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCaptcha } from '../fixtures';
import { ReloginDialog } from './ReloginDialog';

const meta = {
  title: 'Shell/ReloginDialog',
  component: ReloginDialog,
  tags: ['autodocs'],
  args: { open: true, username: 'ops', onSubmit: fn(), onLeave: fn() },
} satisfies Meta<typeof ReloginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session expired: the user name is fixed, the password signs in again here. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '登录已超时' }));
    await expect(dialog.getByRole('textbox', { name: '用户名' })).toHaveValue('ops');
    await userEvent.click(dialog.getByRole('button', { name: '重新登录' }));
    await expect(dialog.getByText('请输入密码')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('密码', { selector: 'input' }), 'Ops@2026!{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Ops@2026!', vcode: '' });
    await userEvent.click(dialog.getByRole('button', { name: '返回登录页' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** The server asked for a captcha after a wrong password. */
export const WithCaptcha: Story = {
  args: { captcha: demoCaptcha, error: '用户名或密码错误' },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '登录已超时' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('用户名或密码错误');
    await userEvent.type(dialog.getByLabelText('密码', { selector: 'input' }), 'Ops@2026!');
    await userEvent.click(dialog.getByRole('button', { name: '重新登录' }));
    await expect(dialog.getByText('请输入验证码')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: '验证码' }), '7k3p');
    await userEvent.click(dialog.getByRole('button', { name: '重新登录' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Ops@2026!', vcode: '7k3p' });
  },
};

export const Signing: Story = { args: { loading: true } };

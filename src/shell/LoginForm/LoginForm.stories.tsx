import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCaptcha } from '../fixtures';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Shell/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onRefreshCaptcha: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getAllByText('请输入用户名').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('用户名'), 'ops');
    await userEvent.type(canvas.getByLabelText('密码'), 'Ops@2026!');
    await userEvent.click(canvas.getByLabelText('自动登录'));
    await expect(canvas.getByLabelText('记住密码')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'ops', password: 'Ops@2026!', autoLogin: true, rememberMe: true }));
  },
};

export const WithCaptchaAndError: Story = {
  args: { captcha: demoCaptcha, error: '用户名或密码不存在', initialUsername: 'ops' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('用户名或密码不存在');
    await userEvent.click(canvas.getByRole('button', { name: /验证码图片/ }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('密码'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('验证码'), '2468');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ vcode: '2468' }));
  },
};

export const Remembered: Story = {
  args: { initialUsername: 'manager', hasRememberedPassword: true, initialRememberMe: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'manager', useRemembered: true, password: '' }));
  },
};

export const Loading: Story = { args: { loading: true, initialUsername: 'root' } };

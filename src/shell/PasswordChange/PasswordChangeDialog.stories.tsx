import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordChangeDialog } from './PasswordChangeDialog';

const policy = { regex: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d]).{8,20}$', tip: '密码须为 8–20 位，且同时包含字母、数字和特殊字符' };

const meta = {
  title: 'Shell/PasswordChangeDialog',
  component: PasswordChangeDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), policy, onSubmit: fn() },
} satisfies Meta<typeof PasswordChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Validation: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '修改密码' }));
    await userEvent.type(dialog.getByLabelText('原密码'), 'Ops@2026!');
    await userEvent.type(dialog.getByLabelText('新密码'), '123456');
    await userEvent.type(dialog.getByLabelText('确认新密码'), '1234567');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await expect(dialog.getAllByText(policy.tip).length).toBeGreaterThan(1);
    await expect(dialog.getByText('两次输入的新密码不一致')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText('新密码'));
    await userEvent.type(dialog.getByLabelText('新密码'), 'Ops@2027!x');
    await userEvent.clear(dialog.getByLabelText('确认新密码'));
    await userEvent.type(dialog.getByLabelText('确认新密码'), 'Ops@2027!x');
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'Ops@2026!', newPassword: 'Ops@2027!x' });
  },
};

export const ServerError: Story = {
  args: { error: '原密码错误' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '修改密码' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('原密码错误');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuditTrail, type AuditEntry } from './AuditTrail';

/** A weighing's life: created, corrected, voided. */
const entries: AuditEntry[] = [
  {
    key: '3', at: '2026-11-20 16:42:10', who: '王建国', action: '作废', tone: 'error',
    changes: [{ field: 'status', label: '状态', from: '正常', to: '作废' }, { field: 'voidReason', label: '作废原因', from: null, to: '重复过磅' }],
  },
  {
    key: '2', at: '2026-11-20 10:05:31', who: '李秀英', action: '修改', tone: 'processing',
    changes: [
      { field: 'tareWeight', label: '皮重', from: '9,800', to: '9,350' },
      { field: 'companyId', label: '收运单位', from: '西湖区环境卫生管理所', to: '上城区环卫服务中心' },
    ],
  },
  {
    key: '1', at: '2026-11-20 09:58:02', who: '李秀英', action: '新增', tone: 'success',
    changes: [{ field: 'billNo', label: '磅单号', from: null, to: 'BD202611200017' }, { field: 'carId', label: '车辆', from: null, to: '浙A·D1234' }],
  },
];

const meta = {
  title: 'Components/AuditTrail',
  component: AuditTrail,
  args: { entries, 'aria-label': '变更记录' },
  parameters: { docs: { description: { component: '记录的变更历史：谁、何时、做了什么，以及每个字段的原值 → 新值（枚举与关联显示名称）。' } } },
} satisfies Meta<typeof AuditTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('王建国 作废')).toBeVisible();
    await expect(canvas.getByLabelText('原值 9,800')).toBeVisible();
    await expect(canvas.getByLabelText('新值 9,350')).toBeVisible();
  },
};

export const Empty: Story = { args: { entries: [] } };

export const Loading: Story = { args: { entries: [], loading: true } };

export const Failed: Story = {
  args: { entries: [], error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('变更记录加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Input } from '../Input';
import { NumberInput } from '../NumberInput';
import { RadioGroup } from '../Radio';
import { TextArea } from '../TextArea';
import { DialogFormLayout } from './DialogFormLayout';
import { FormField } from './FormField';

const Panel = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 13);
  padding: ${(p) => p.theme.space.lg};
  background: ${(p) => p.theme.color.bg.container};
  border-radius: ${(p) => p.theme.radius.lg};
`;

interface StationValues {
  name: string;
  district: string;
  capacity: number | null;
  kind: string | null;
  address: string;
}
const empty: StationValues = { name: '', district: '', capacity: null, kind: null, address: '' };

function StationFields() {
  return (
    <>
      <FormField name="name" label="转运站名称" required maxLength={20}><Input placeholder="如 城东转运站" /></FormField>
      <FormField name="district" label="所属街道" required><Input placeholder="如 凯旋街道" /></FormField>
      <FormField name="capacity" label="日处理能力" required min={1} help="单位：吨/日"><NumberInput unit="吨" precision={0} /></FormField>
      <FormField name="kind" label="站点类型" required>
        <RadioGroup options={[{ label: '压缩站', value: 'compress' }, { label: '中转站', value: 'transfer' }]} />
      </FormField>
      <FormField name="address" label="详细地址" span={2} maxLength={100}><TextArea rows={2} placeholder="请输入详细地址" /></FormField>
    </>
  );
}

function StationForm({ onSubmit, onCancel, defaults = empty }: { onSubmit: (v: StationValues) => void | Promise<void>; onCancel: () => void; defaults?: StationValues }) {
  const form = useForm<StationValues>({ defaultValues: defaults, mode: 'onTouched' });
  return (
    <Panel>
      <DialogFormLayout form={form} onSubmit={onSubmit} onCancel={onCancel} aria-label="新增转运站">
        <StationFields />
      </DialogFormLayout>
    </Panel>
  );
}

const meta = {
  title: 'Components/DialogFormLayout',
  component: StationForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
  parameters: {
    docs: { description: { component: 'Create/edit form body (two-column grid) with a 取消/确定 footer, placed inside any Dialog or Drawer (`footer={null}`). It imports no dialog itself.' } },
  },
} satisfies Meta<typeof StationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Validation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText('请输入转运站名称')).toBeInTheDocument();
    await expect(canvas.getByText('请选择站点类型')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaults: { name: '城东转运站', district: '凯旋街道', capacity: 120, kind: 'compress', address: '杭州市上城区凯旋路 88 号' } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '转运站名称' }), '  ');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: '城东转运站', district: '凯旋街道', capacity: 120, kind: 'compress', address: '杭州市上城区凯旋路 88 号' }),
    );
  },
};

function InDialog() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const form = useForm<StationValues>({ defaultValues: empty });
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>新增转运站</Button>
      <output aria-label="保存结果">{saved}</output>
      <Dialog open={open} onOpenChange={setOpen} title="新增转运站" footer={null} size="lg">
        <DialogFormLayout
          form={form}
          onCancel={() => setOpen(false)}
          onSubmit={(values) => {
            setSaved(values.name);
            setOpen(false);
          }}
        >
          <StationFields />
        </DialogFormLayout>
      </Dialog>
    </>
  );
}

export const InsideDialog: Story = {
  render: () => <InDialog />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增转运站' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: '转运站名称' }), '城西转运站');
    await userEvent.type(dialog.getByRole('textbox', { name: '所属街道' }), '西湖街道');
    await userEvent.type(dialog.getByRole('spinbutton', { name: '日处理能力' }), '80');
    await userEvent.click(dialog.getByRole('radio', { name: '中转站' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByText('城西转运站')).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Matrix: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await canvas.findByText('请输入转运站名称');
  },
};

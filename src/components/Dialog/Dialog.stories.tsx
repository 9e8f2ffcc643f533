import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Input } from '../Input';
import type { Size } from '../types';
import { confirm, destroyAllConfirms } from './confirm';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  // Confirm dialogs live in their own root: close any left open when the story changes.
  beforeEach: () => destroyAllConfirms,
  args: {
    title: '新增车辆',
    description: '车辆登记后将出现在车辆监控与排班中。',
    size: 'md',
    trigger: <Button variant="primary">新增车辆</Button>,
    onOk: fn(),
    onCancel: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const Fields = styled.div`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => p.theme.space.sm};
  align-items: center;
`;
const Label = styled.label`
  color: ${(p) => p.theme.color.text.secondary};
`;

function VehicleFields() {
  return (
    <Fields>
      <Label htmlFor="plate">车牌号</Label>
      <Input id="plate" defaultValue="浙A·D1234" />
      <Label htmlFor="station">所属转运站</Label>
      <Input id="station" defaultValue="城东转运站" />
      <Label htmlFor="load">核定载重（吨）</Label>
      <Input id="load" defaultValue="8" />
    </Fields>
  );
}

export const Playground: Story = {
  args: { children: <VehicleFields /> },
};

/** Opened with the keyboard: focus moves inside, Tab stays inside, Esc closes and focus returns. */
export const KeyboardFlow: Story = {
  args: { children: <VehicleFields /> },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '新增车辆' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: '新增车辆' });
    await expect(dialog).toHaveAccessibleDescription('车辆登记后将出现在车辆监控与排班中。');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i += 1) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ControlledDialog({ size }: { size: Size }) {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>编辑车辆</Button>
      {saved && <span role="status">已保存</span>}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size={size}
        title="编辑车辆"
        description="修改后立即生效。"
        okText="保存"
        onOk={() => { setSaved(true); setOpen(false); }}
      >
        <VehicleFields />
      </Dialog>
    </>
  );
}

/** Open, controlled through `open`; the screenshot shows the whole page with the mask. */
export const Open: Story = {
  render: () => <ControlledDialog size="md" />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '编辑车辆' });
    await expect(within(dialog).getByRole('button', { name: '保存' })).toBeVisible();
  },
};

export const SaveCloses: Story = {
  render: () => <ControlledDialog size="sm" />,
  play: async ({ canvas }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: '编辑车辆' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('已保存');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Small: Story = { render: () => <ControlledDialog size="sm" /> };
export const Large: Story = { render: () => <ControlledDialog size="lg" /> };

export const NoFooter: Story = {
  args: { defaultOpen: true, footer: null, title: '车辆详情', description: '浙A·D1234 · 城东转运站 · 其他垃圾 · 8 吨' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '车辆详情' });
    await expect(within(dialog).queryByRole('button', { name: '确定' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

/** Every size opened in turn: widths grow sm < md < lg; the last one stays open. */
export const Matrix: Story = {
  render: () => <SizeMatrix />,
  play: async ({ canvas }) => {
    const widths: number[] = [];
    for (const size of ['sm', 'md', 'lg']) {
      await userEvent.click(canvas.getByRole('button', { name: `打开 ${size}` }));
      const dialog = await within(document.body).findByRole('dialog', { name: `尺寸 ${size}` });
      widths.push(dialog.getBoundingClientRect().width);
      if (size !== 'lg') {
        await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
      }
    }
    await expect(widths[0]).toBeLessThan(widths[1]);
    await expect(widths[1]).toBeLessThan(widths[2]);
  },
};

function SizeMatrix() {
  return (
    <Row>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Dialog key={size} size={size} title={`尺寸 ${size}`} description="城东转运站今日收运 126.5 吨。" trigger={<Button>{`打开 ${size}`}</Button>} />
      ))}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
  align-items: center;
`;

function DeleteRow() {
  const [result, setResult] = useState('');
  const remove = async () => {
    const ok = await confirm({ title: '确定删除车辆 浙A·D1234？', content: '删除后该车辆的排班与轨迹记录将一并归档。', tone: 'error', okText: '删除' });
    setResult(ok ? '已删除' : '已取消');
  };
  return (
    <Row>
      <Button variant="danger" icon="delete" onClick={remove}>删除车辆</Button>
      {result && <span role="status">{result}</span>}
    </Row>
  );
}

/** `confirm()` resolves true on 确定 and false on 取消 or Esc. */
export const Confirm: Story = {
  render: () => <DeleteRow />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '删除车辆' });
    await userEvent.click(trigger);
    let dialog = await within(document.body).findByRole('alertdialog', { name: '确定删除车辆 浙A·D1234？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('已删除');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());

    await userEvent.click(trigger);
    dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已取消'));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The confirm dialog as it looks while open. */
export const ConfirmOpen: Story = {
  render: () => <DeleteRow />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除车辆' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('删除后该车辆的排班与轨迹记录将一并归档。');
  },
};

function AsyncRow() {
  const [result, setResult] = useState('');
  const [release, setRelease] = useState<(() => void) | null>(null);
  const submit = async () => {
    const ok = await confirm({
      title: '提交本月收运报表？',
      tone: 'info',
      onOk: () => new Promise<void>((resolve) => setRelease(() => resolve)),
    });
    setResult(ok ? '已提交' : '已取消');
  };
  return (
    <Row>
      <Button variant="primary" onClick={submit}>提交报表</Button>
      {release && !result && <Button onClick={release}>模拟服务器返回</Button>}
      {result && <span role="status">{result}</span>}
    </Row>
  );
}

/** `onOk` returning a promise keeps the dialog open with a busy OK button until it settles. */
export const ConfirmAsync: Story = {
  render: () => <AsyncRow />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交报表' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '提交本月收运报表？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toHaveAttribute('aria-busy', 'true'));
    // The server "answers": the dialog closes with true.
    const serverButton = await canvas.findByRole('button', { name: '模拟服务器返回', hidden: true });
    serverButton.click();
    await expect(await canvas.findByRole('status')).toHaveTextContent('已提交');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

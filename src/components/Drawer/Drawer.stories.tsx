import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    title: '车辆详情',
    placement: 'right',
    size: 'md',
    trigger: <Button variant="primary">查看详情</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['left', 'right'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  margin: 0;
  dt { color: ${(p) => p.theme.color.text.secondary}; }
  dd { margin: 0; }
`;

function VehicleInfo() {
  return (
    <List>
      <dt>车牌号</dt><dd>浙A·D1234</dd>
      <dt>所属转运站</dt><dd>城东转运站</dd>
      <dt>垃圾类型</dt><dd>厨余垃圾</dd>
      <dt>今日收运</dt><dd>12.6 吨</dd>
      <dt>今日里程</dt><dd>86.4 公里</dd>
    </List>
  );
}

export const Playground: Story = { args: { children: <VehicleInfo /> } };

/** Keyboard: opens from the trigger, Esc closes, focus returns to the trigger. */
export const KeyboardFlow: Story = {
  args: { children: <VehicleInfo />, description: '数据更新于 2026-11-20 08:30' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '查看详情' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(document.body).findByRole('dialog', { name: '车辆详情' });
    await expect(drawer).toHaveAccessibleDescription('数据更新于 2026-11-20 08:30');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function EditDrawer({ placement }: { placement: 'left' | 'right' }) {
  const [open, setOpen] = useState(true);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      placement={placement}
      title="收运点信息"
      trigger={<Button>打开</Button>}
      footer={<><Button onClick={() => setOpen(false)}>取消</Button><Button variant="primary" onClick={() => setOpen(false)}>保存</Button></>}
    >
      <VehicleInfo />
    </Drawer>
  );
}

export const Right: Story = {
  render: () => <EditDrawer placement="right" />,
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: '收运点信息' });
    const rect = drawer.getBoundingClientRect();
    await expect(Math.round(rect.right)).toBe(window.innerWidth);
  },
};

export const Left: Story = {
  render: () => <EditDrawer placement="left" />,
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: '收运点信息' });
    await expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0);
  },
};

/** Every placement and size: each opens in turn and is measured; the last stays open. */
export const Matrix: Story = {
  render: () => (
    <Row>
      {(['left', 'right'] as const).flatMap((placement) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Drawer key={`${placement}-${size}`} placement={placement} size={size} title={`${placement} ${size}`} trigger={<Button>{`${placement} ${size}`}</Button>}>
            <VehicleInfo />
          </Drawer>
        )),
      )}
    </Row>
  ),
  play: async ({ canvas }) => {
    const widths: number[] = [];
    const names = ['left sm', 'left md', 'left lg', 'right sm', 'right md', 'right lg'];
    for (const name of names) {
      await userEvent.click(canvas.getByRole('button', { name }));
      const drawer = await within(document.body).findByRole('dialog', { name });
      widths.push(drawer.getBoundingClientRect().width);
      if (name !== 'right lg') {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
      }
    }
    await expect(widths[0]).toBeLessThan(widths[1]);
    await expect(widths[1]).toBeLessThan(widths[2]);
    await expect(widths[3]).toBe(widths[0]);
  },
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.xs};
`;

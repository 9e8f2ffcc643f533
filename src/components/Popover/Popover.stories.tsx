import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Popover, PopoverClose } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    title: '浙A·D1234',
    content: '城东转运站 · 厨余垃圾 · 今日收运 12.6 吨',
    side: 'bottom',
    children: <Button>车辆概况</Button>,
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  decorators: [(Story) => <Pad><Story /></Pad>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const Pad = styled.div`
  padding: ${(p) => p.theme.space.xxl};
  min-height: 200px;
`;
const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
  justify-content: flex-end;
  margin-top: ${(p) => p.theme.space.sm};
`;

export const Playground: Story = {};

/** Enter opens it, focus moves inside, Esc closes and returns focus. */
export const Keyboard: Story = {
  args: {
    'aria-label': '确认派单',
    title: undefined,
    children: <Button variant="primary">派单</Button>,
    content: (
      <div>
        <p>派给 浙A·D1234（城东转运站）？</p>
        <Row><PopoverClose asChild><Button size="sm">取消</Button></PopoverClose><Button size="sm" variant="primary">确定</Button></Row>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '派单' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await within(document.body).findByRole('dialog', { name: '确认派单' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: '确认派单' });
  },
};

export const Open: Story = {
  args: { defaultOpen: true, 'aria-label': '车辆概况' },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog')).toHaveTextContent('今日收运 12.6 吨');
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: 160px 240px;
  padding: ${(p) => p.theme.space.xl} 180px;
`;

export const Matrix: Story = {
  render: () => (
    <Grid>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Popover key={side} side={side} open onOpenChange={() => {}} content={`${side}：收运点 128 个`} aria-label={side}>
          <Button>{side}</Button>
        </Popover>
      ))}
    </Grid>
  ),
  play: async () => {
    await waitFor(() => expect(within(document.body).getAllByRole('dialog')).toHaveLength(4));
  },
};

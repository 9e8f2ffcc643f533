import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { content: '导出当前筛选条件下的收运记录', side: 'top', children: <Button icon="download">导出</Button> },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  decorators: [(Story) => <Pad><Story /></Pad>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const Pad = styled.div`
  padding: ${(p) => p.theme.space.xxl} ${(p) => p.theme.space.xxl};
`;

export const Playground: Story = {};

/** Opens on keyboard focus, describes the trigger, Esc closes; left open for the screenshot. */
export const OnFocus: Story = {
  args: { children: <Button icon="refresh" aria-label="刷新" /> , content: '刷新车辆位置' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: '刷新' });
    await expect(trigger).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('刷新车辆位置');
    await expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    trigger.blur();
    await userEvent.tab();
    await within(document.body).findByRole('tooltip');
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, max-content);
  gap: ${(p) => p.theme.space.xxl};
  padding: ${(p) => p.theme.space.xl};
`;

/** All four sides open at once. */
export const Matrix: Story = {
  render: () => (
    <Grid>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} side={side} open content={`${side}：城东转运站`}>
          <Button>{side}</Button>
        </Tooltip>
      ))}
    </Grid>
  ),
  play: async () => {
    await waitFor(() => expect(within(document.body).getAllByRole('tooltip')).toHaveLength(4));
  },
};

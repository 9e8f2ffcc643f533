import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from '../../icons';
import { Button } from '../Button';
import type { Status } from '../types';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 5, children: <Button icon="bell" aria-label="告警消息" /> },
  argTypes: { status: { control: 'select', options: [undefined, 'default', 'success', 'warning', 'error', 'info', 'processing'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Overflow: Story = {
  args: { count: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toHaveAccessibleName('128 条未读');
  },
};
export const Dot: Story = { args: { dot: true, count: undefined } };
export const StatusText: Story = { args: { status: 'success', text: '在线', children: undefined } };

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xl};
  align-items: center;
  flex-wrap: wrap;
  padding: ${(p) => p.theme.space.xs};
`;
const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.control.height.lg};
  height: ${(p) => p.theme.control.height.lg};
  color: ${(p) => p.theme.color.text.secondary};
  background: ${(p) => p.theme.color.fill.default};
  border-radius: ${(p) => p.theme.radius.md};
`;
const statuses: Array<[Status, string]> = [['success', '在线'], ['default', '离线'], ['processing', '收运中'], ['warning', '超速'], ['error', '故障'], ['info', '保养']];

export const Matrix: Story = {
  render: () => (
    <div>
      <Row>
        <Badge count={0}><Box><Icon name="bell" /></Box></Badge>
        <Badge count={0} showZero><Box><Icon name="bell" /></Box></Badge>
        <Badge count={7}><Box><Icon name="bell" /></Box></Badge>
        <Badge count={1000} overflowCount={999}><Box><Icon name="truck" /></Box></Badge>
        <Badge dot><Box><Icon name="user" /></Box></Badge>
        <Badge count={12} />
      </Row>
      <Row>
        {statuses.map(([status, text]) => <Badge key={status} status={status} text={text} />)}
      </Row>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('999+')).toBeVisible();
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

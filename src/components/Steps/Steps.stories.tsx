import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Steps, type StepItem } from './Steps';

const flow: StepItem[] = [
  { title: '上报', description: '2026-11-20 08:12' },
  { title: '派单', description: '城东转运站' },
  { title: '处理中', description: '浙A·D1234' },
  { title: '办结' },
];

const meta = {
  title: 'Components/Steps',
  component: Steps,
  tags: ['autodocs'],
  args: { items: flow, current: 1, direction: 'horizontal', size: 'md', 'aria-label': '问题处理进度' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: ['process', 'error'] },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Vertical: Story = { args: { direction: 'vertical', current: 2 } };
export const Failed: Story = { args: { current: 2, status: 'error' } };

function Wizard() {
  const [current, setCurrent] = useState(0);
  return (
    <Column>
      <Steps items={flow} current={current} aria-label="问题处理进度" />
      <Row>
        <Button disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>上一步</Button>
        <Button variant="primary" disabled={current === flow.length - 1} onClick={() => setCurrent((c) => c + 1)}>下一步</Button>
      </Row>
    </Column>
  );
}

/** The current step carries aria-current="step" and a spoken state. */
export const Advancing: Story = {
  render: () => <Wizard />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '问题处理进度' });
    await expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('上报（进行中）');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('处理中（进行中）');
    await expect(list.querySelectorAll('[data-state="finish"]')).toHaveLength(2);
  },
};

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
`;
const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
`;
export const Matrix: Story = {
  render: () => (
    <Column>
      {(['sm', 'md', 'lg'] as const).map((size) => <Steps key={size} items={flow} current={2} size={size} aria-label={`尺寸 ${size}`} />)}
      <Steps items={flow} current={2} status="error" aria-label="出错" />
      <Row>
        <Steps items={flow} current={1} direction="vertical" aria-label="竖向" />
        <Steps items={flow} current={4} direction="vertical" size="sm" aria-label="全部完成" />
      </Row>
    </Column>
  ),
};

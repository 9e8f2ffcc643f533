import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { key: 'kitchen', label: '厨余垃圾', children: <p>今日收运 42.7 吨，收运点 128 个。</p> },
  { key: 'other', label: '其他垃圾', children: <p>今日收运 86.2 吨，收运点 211 个。</p> },
  { key: 'recyclable', label: '可回收物', children: <p>今日回收 12.4 吨。</p> },
  { key: 'hazardous', label: '有害垃圾', disabled: true, children: <p>暂无数据。</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items, variant: 'line', size: 'md', 'aria-label': '垃圾分类', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'card'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** WAI-ARIA tabs: arrows move and activate, the disabled tab is skipped, Home/End jump. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('tab', { name: '厨余垃圾' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '其他垃圾' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('other');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('今日收运 86.2 吨');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '可回收物' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: '可回收物' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('今日回收 12.4 吨');
  },
};

export const Card: Story = { args: { variant: 'card', defaultValue: 'other' } };
export const WithExtra: Story = { args: { extra: <Button size="sm" icon="download">导出</Button> } };
export const WithIcons: Story = {
  args: {
    items: [
      { key: 'vehicles', label: '车辆', icon: 'truck', children: <p>在线 86 辆</p> },
      { key: 'map', label: '地图', icon: 'map', children: <p>城东片区</p> },
      { key: 'charts', label: '统计', icon: 'chart', children: <p>本月 2,846 吨</p> },
    ],
    'aria-label': '监控视图',
  },
};

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
`;
export const Matrix: Story = {
  render: () => (
    <Column>
      {(['line', 'card'] as const).flatMap((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Tabs key={`${variant}-${size}`} items={items} variant={variant} size={size} aria-label={`${variant} ${size}`} />
        )),
      )}
    </Column>
  ),
};

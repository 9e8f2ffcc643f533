import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import type { Status } from '../types';
import { Tag, type TagVariant } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: '在线', status: 'success' },
  argTypes: {
    status: { control: 'select', options: ['default', 'success', 'warning', 'error', 'info', 'processing'] },
    variant: { control: 'inline-radio', options: ['soft', 'solid', 'outline'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const VehicleStates: Story = {
  render: () => (
    <Row>
      <Tag status="success" icon="truck">作业中</Tag>
      <Tag status="default">停运</Tag>
      <Tag status="warning">超速告警</Tag>
      <Tag status="error">离线</Tag>
      <Tag status="processing">收运中</Tag>
    </Row>
  ),
};

export const Closable: Story = {
  args: { closable: true, onClose: fn(), children: '其他垃圾' },
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole('button', { name: '移除标签：其他垃圾' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

function FilterTags() {
  const [tags, setTags] = useState(['厨余垃圾', '可回收物', '有害垃圾']);
  return (
    <Row>
      {tags.map((tag) => (
        <Tag key={tag} status="info" closable onClose={() => setTags((all) => all.filter((x) => x !== tag))}>
          {tag}
        </Tag>
      ))}
    </Row>
  );
}

export const RemovingFilters: Story = {
  render: () => <FilterTags />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '移除标签：可回收物' }));
    await expect(canvas.queryByText('可回收物')).toBeNull();
    await expect(canvas.getByText('厨余垃圾')).toBeInTheDocument();
  },
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.xs};
  align-items: center;
`;
const Rows = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.xs};
`;
const statuses: Status[] = ['default', 'success', 'warning', 'error', 'info', 'processing'];
const variants: TagVariant[] = ['soft', 'solid', 'outline'];

export const Matrix: Story = {
  render: () => (
    <Rows>
      {variants.map((variant) => (
        <Row key={variant}>
          {statuses.map((status) => (
            <Tag key={status} status={status} variant={variant}>{`${variant} ${status}`}</Tag>
          ))}
          <Tag variant={variant} size="sm">小号</Tag>
          <Tag variant={variant} size="lg">大号</Tag>
        </Row>
      ))}
    </Rows>
  ),
};

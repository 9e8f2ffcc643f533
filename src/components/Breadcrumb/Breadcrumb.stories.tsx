import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Breadcrumb } from './Breadcrumb';

const onNavigate = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: {
    items: [
      { label: '首页', icon: 'home', href: '#/home', onClick: onNavigate },
      { label: '环卫作业', href: '#/work', onClick: onNavigate },
      { label: '车辆管理', href: '#/work/vehicles', onClick: onNavigate },
      { label: '浙A·D1234' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Links are reachable with Tab and follow with Enter; the current page is marked, not a link. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '面包屑导航' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByText('浙A·D1234').closest('li')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '环卫作业' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalled();
  },
};

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;
export const Matrix: Story = {
  render: () => (
    <Column>
      <Breadcrumb aria-label="一级" items={[{ label: '首页' }]} />
      <Breadcrumb aria-label="二级" items={[{ label: '首页', href: '#' }, { label: '问题处理' }]} />
      <Breadcrumb aria-label="三级" separator=">" items={[{ label: '首页', icon: 'home', href: '#' }, { label: '转运站', href: '#' }, { label: '城东转运站' }]} />
    </Column>
  ),
};

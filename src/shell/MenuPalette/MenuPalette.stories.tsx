import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoPages } from '../fixtures';
import { MenuPalette, type MenuPaletteProps } from './MenuPalette';

function Stateful(props: MenuPaletteProps) {
  const [query, setQuery] = useState(props.query);
  const hits = demoPages.filter((p) => query.trim() && (p.name.includes(query.trim()) || (query.trim() === 'cl' && p.name.startsWith('车'))));
  const sections = query.trim() ? [{ title: '搜索结果', items: hits }] : props.sections;
  return <MenuPalette {...props} query={query} onQueryChange={setQuery} sections={sections} />;
}

const meta = {
  title: 'Shell/MenuPalette',
  component: MenuPalette,
  tags: ['autodocs'],
  args: {
    open: true, onOpenChange: fn(), query: '', onQueryChange: fn(), onPick: fn(),
    sections: [{ title: '最近访问', items: demoPages.slice(0, 2) }, { title: '收藏的页面', items: demoPages.slice(2) }],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MenuPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RecentAndFavourites: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(await body.findByRole('option', { name: /车辆信息/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(demoPages[2]);
  },
};

export const Searching: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole('combobox', { name: '搜索菜单' }), 'cl');
    await expect(body.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(demoPages[0]);
  },
};

export const NoMatch: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.type(await body.findByRole('combobox', { name: '搜索菜单' }), '不存在');
    await expect(await body.findByText('没有匹配的菜单')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { departmentTree, regionTree } from '../Tree/sampleTrees';
import { TreeSelect } from './TreeSelect';

const meta = {
  title: 'Components/TreeSelect',
  component: TreeSelect,
  tags: ['autodocs'],
  args: { treeData: regionTree, 'aria-label': '所属区域', size: 'md', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  decorators: [(Story) => <Box><Story /></Box>],
} satisfies Meta<typeof TreeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const Box = styled.div`
  width: 320px;
`;

export const Playground: Story = {};

/** Single: keyboard opens the panel, search, arrows and Enter pick a street; focus returns. */
export const SingleKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '所属区域' });
    combo.focus();
    await userEvent.keyboard('{Enter}');
    const search = await within(document.body).findByRole('textbox', { name: '搜索' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, '清波');
    // Tab passes the search box's clear button, then reaches the tree.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(document.body).getByRole('tree', { name: '所属区域' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('sc-qb');
    await waitFor(() => expect(within(document.body).queryByRole('tree')).toBeNull());
    await expect(combo).toHaveTextContent('清波街道');
    await waitFor(() => expect(combo).toHaveFocus());
  },
};

/** Multiple: checking all streets of 上城区 shows 上城区 as one chip. */
export const Multiple: Story = {
  args: { multiple: true, treeData: regionTree, defaultValue: ['sc-hb'] },
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '所属区域' });
    await expect(combo).toHaveTextContent('湖滨街道');
    await userEvent.click(combo);
    const tree = await within(document.body).findByRole('tree', { name: '所属区域' });
    await userEvent.click(within(tree).getByRole('treeitem', { name: '清波街道' }));
    await userEvent.click(within(tree).getByRole('treeitem', { name: '小营街道' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.arrayContaining(['sc', 'sc-hb', 'sc-qb', 'sc-xj']));
    await expect(within(tree).getByRole('treeitem', { name: '杭州市' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tree')).toBeNull());
    await expect(combo).toHaveTextContent(/^上城区$/);
  },
};

export const Clearable: Story = {
  args: { treeData: departmentTree, defaultValue: 'hw-sy-cd', 'aria-label': '所属部门' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: '所属部门' })).toHaveTextContent('城东转运站');
    await userEvent.click(canvas.getByRole('button', { name: '清除选择' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('combobox', { name: '所属部门' })).toHaveTextContent('请选择');
  },
};

/** Open with a value: the panel expands to the selected street. */
export const Open: Story = {
  args: { defaultValue: 'gs-hs' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所属区域' }));
    const tree = await within(document.body).findByRole('tree');
    await expect(within(tree).getByRole('treeitem', { name: '湖墅街道' })).toHaveAttribute('aria-selected', 'true');
  },
};

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;
export const Matrix: Story = {
  render: () => (
    <Column>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <TreeSelect key={size} size={size} treeData={regionTree} defaultValue="sc-hb" aria-label={`尺寸 ${size}`} />
      ))}
      <TreeSelect treeData={regionTree} aria-label="空值" />
      <TreeSelect treeData={regionTree} multiple defaultValue={['sc-hb', 'gs-ms', 'xh-bs', 'xh-xx', 'nb']} aria-label="多选" maxTagCount={2} />
      <TreeSelect treeData={regionTree} status="error" aria-label="出错" />
      <TreeSelect treeData={departmentTree} disabled defaultValue="hw-qs" aria-label="禁用" />
    </Column>
  ),
};

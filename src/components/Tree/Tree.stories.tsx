import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { largeRegionTree, regionTree } from './sampleTrees';
import { Tree } from './Tree';
import { indexTree, parentKeys } from './treeModel';

const meta = {
  title: 'Components/Tree',
  component: Tree,
  tags: ['autodocs'],
  args: { treeData: regionTree, defaultExpandedKeys: ['hz', 'sc'], height: 300, size: 'md', 'aria-label': '行政区划', onSelect: fn(), onCheck: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

const Box = styled.div`
  max-width: 360px;
  padding: ${(p) => p.theme.space.xs};
  background: ${(p) => p.theme.color.bg.container};
  border-radius: ${(p) => p.theme.radius.lg};
`;

const boxed = (Story: () => ReactNode) => <Box><Story /></Box>;

export const Playground: Story = { decorators: [boxed] };

/** WAI-ARIA tree keyboard: arrows move, Right expands / enters, Left collapses / goes to parent, Enter selects. */
export const Keyboard: Story = {
  decorators: [boxed],
  play: async ({ canvas, args }) => {
    const tree = canvas.getByRole('tree', { name: '行政区划' });
    tree.focus();
    const active = () => document.getElementById(tree.getAttribute('aria-activedescendant') ?? '');
    await waitFor(() => expect(active()).toHaveTextContent('杭州市'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveTextContent('上城区');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('treeitem', { name: '上城区' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(active()).toHaveTextContent('杭州市');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('treeitem', { name: '拱墅区' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(active()).toHaveTextContent('米市巷街道');
    await expect(active()).toHaveAttribute('aria-level', '3');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('gs-ms', expect.objectContaining({ title: '米市巷街道' }));
    await expect(canvas.getByRole('treeitem', { name: '米市巷街道' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveTextContent('温州市');
    await userEvent.keyboard('{Home}*');
    await expect(canvas.getByRole('treeitem', { name: '宁波市' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Checking a street half-checks its district and city; checking all streets checks the district. */
export const Checkable: Story = {
  decorators: [boxed],
  args: { checkable: true, defaultExpandedKeys: ['hz', 'sc', 'gs'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('treeitem', { name: '湖滨街道' }));
    await expect(canvas.getByRole('treeitem', { name: '上城区' })).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByRole('treeitem', { name: '杭州市' })).toHaveAttribute('aria-checked', 'mixed');
    const tree = canvas.getByRole('tree');
    tree.focus();
    // Keyboard: move to 清波街道 and 小营街道 and toggle them with Space.
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown} {ArrowDown} ');
    await expect(canvas.getByRole('treeitem', { name: '上城区' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheck).toHaveBeenLastCalledWith(expect.arrayContaining(['sc', 'sc-hb', 'sc-qb', 'sc-xj']), { halfChecked: ['hz'] });
    await expect(canvas.getByRole('treeitem', { name: '大关街道' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Search highlights matches and expands their ancestors; other branches are hidden. */
export const Searchable: Story = {
  decorators: [boxed],
  args: { searchable: true, defaultExpandedKeys: [] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索节点' }), '湖');
    const item = await canvas.findByRole('treeitem', { name: '湖滨街道' });
    await expect(item.querySelector('mark')).toHaveTextContent('湖');
    await expect(canvas.getByRole('treeitem', { name: '上城区' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('treeitem', { name: '湖墅街道' })).toBeVisible();
    await expect(canvas.queryByRole('treeitem', { name: '宁波市' })).toBeNull();
  },
};

export const NoMatch: Story = {
  decorators: [boxed],
  args: { searchable: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索节点' }), '上海');
    await expect(await canvas.findByRole('status')).toHaveTextContent('无匹配结果');
  },
};

function LargeTree() {
  const data = useMemo(() => largeRegionTree(), []);
  const all = useMemo(() => parentKeys(indexTree(data)), [data]);
  const [expanded, setExpanded] = useState<string[]>([]);
  return (
    <div>
      <Button onClick={() => setExpanded(all)}>全部展开</Button>
      <Tree treeData={data} expandedKeys={expanded} onExpand={setExpanded} searchable height={280} aria-label="一万个节点" />
    </div>
  );
}

/** 10,000 nodes: expanding all renders only the rows in view. */
export const TenThousandNodes: Story = {
  decorators: [boxed],
  render: () => <LargeTree />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '全部展开' }));
    const tree = canvas.getByRole('tree', { name: '一万个节点' });
    await waitFor(() => expect(tree).toHaveAttribute('data-row-count', '10000'));
    await expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(40);
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => p.theme.space.md};
`;
export const Matrix: Story = {
  render: () => (
    <Grid>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Box key={size}>
          <Tree treeData={regionTree} defaultExpandAll size={size} height={260} defaultSelectedKey="gs-ms" aria-label={`尺寸 ${size}`} />
        </Box>
      ))}
      <Box><Tree treeData={regionTree} defaultExpandAll checkable defaultCheckedKeys={['sc-hb', 'gs', 'gs-ms', 'gs-hs']} height={260} aria-label="勾选" /></Box>
    </Grid>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import poster1 from './story-posters/sample1.jpg';
import poster2 from './story-posters/sample2.jpg';
import poster3 from './story-posters/sample3.jpg';
import { CameraTree, type CameraNode } from './CameraTree';
import { VideoPlayer } from './VideoPlayer';
import { resize, VideoWall, type WallCamera, type WallLayout } from './VideoWall';

/**
 * Screenshots never depend on playback timing: players show their poster (idle) or a forced
 * state; the wall is shown with autoPlay off.
 */
const meta = {
  title: 'Video/Video',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Screen = styled.div`width: 320px; height: 200px;`;
const WallBox = styled.div`width: 720px; height: 440px;`;
const TreeBox = styled.div`width: 300px; padding: ${(p) => p.theme.space.xs}; background: ${(p) => p.theme.color.bg.container}; border-radius: ${(p) => p.theme.radius.lg};`;

const never = () => new Promise<never>(() => undefined);

export const PlayerIdle: Story = {
  render: () => <Screen><VideoPlayer title="城东中转站 监控" poster={poster1} load={never} /></Screen>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '播放 城东中转站 监控' })).toBeEnabled();
  },
};

export const PlayerStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 320px)', gap: 8 }}>
      <Screen><VideoPlayer title="加载中" poster={poster2} forceState="loading" /></Screen>
      <Screen><VideoPlayer title="离线" offline /></Screen>
      <Screen><VideoPlayer title="失败" poster={poster3} forceState="error" load={never} /></Screen>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('摄像头离线，暂无画面')).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('视频播放失败');
    await expect(c.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

const cameras: WallCamera[] = [
  { key: 'camera:1', title: '浙A·D1579 前视摄像头', online: true, poster: poster1 },
  { key: 'camera:2', title: '城东中转站 监控', online: true, poster: poster2 },
  { key: 'camera:3', title: '滨江压缩站 监控', online: false },
  { key: 'camera:4', title: '浙A·D2337 前视摄像头', online: true, poster: poster3 },
];

function Wall({ initial, start }: { initial: WallLayout; start: (WallCamera | null)[] }) {
  const [layout, setLayout] = useState<WallLayout>(initial);
  const [panes, setPanes] = useState(() => resize(start, initial));
  const [selected, setSelected] = useState(0);
  return (
    <WallBox>
      <VideoWall layout={layout} onLayoutChange={(n) => { setLayout(n); setPanes((p) => resize(p, n)); }} panes={panes} onPanesChange={setPanes}
        selected={selected} onSelect={setSelected} autoPlay={false} sourceOf={never} cameraByKey={(k) => cameras.find((c) => c.key === k)} />
    </WallBox>
  );
}

export const WallFour: Story = {
  render: () => <Wall initial={4} start={[cameras[0]!, cameras[1]!, cameras[2]!, null]} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('group', { name: /^画面 \d$/ })).toHaveLength(4);
    await expect(c.getByText('拖入或点击左侧摄像头播放')).toBeVisible();
  },
};

export const WallLayouts: Story = {
  render: () => <Wall initial={1} start={[cameras[0]!]} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '9 画面' }));
    await expect(c.getAllByRole('group', { name: /^画面 \d$/ })).toHaveLength(9);
    await expect(c.getByRole('button', { name: '9 画面' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getAllByRole('button', { name: '关闭画面' })[0]!);
    await expect(c.getAllByText('拖入或点击左侧摄像头播放')).toHaveLength(9);
  },
};

export const WallSixteen: Story = {
  render: () => <Wall initial={16} start={cameras} />,
};

const nodes: CameraNode[] = [
  {
    key: 'org:1', title: '杭州城东环境服务有限公司', kind: 'org', online: 2, total: 3, children: [
      { key: 'vehicle:1', title: '浙A·D1579', kind: 'vehicle', online: 1, total: 1, children: [{ key: 'camera:1', title: '浙A·D1579 前视摄像头', kind: 'camera', online: 1, total: 1, onlineStatus: 'online' }] },
      { key: 'site:2', title: '城东中转站', kind: 'site', online: 1, total: 2, children: [
        { key: 'camera:2', title: '城东中转站 卸料口', kind: 'camera', online: 1, total: 1, onlineStatus: 'online' },
        { key: 'camera:3', title: '城东中转站 大门', kind: 'camera', online: 0, total: 1, onlineStatus: 'offline' },
      ] },
    ],
  },
];

const picked = fn();

export const Tree: Story = {
  render: () => <TreeBox><CameraTree nodes={nodes} height={240} onPick={picked} /></TreeBox>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('treeitem', { name: /杭州城东环境服务有限公司\s*2\/3/ })).toBeVisible();
    await userEvent.click(c.getByRole('treeitem', { name: /卸料口$/ }));
    await expect(picked).toHaveBeenCalledWith(expect.objectContaining({ key: 'camera:2' }));
    await userEvent.type(c.getByLabelText('搜索组织、车辆、站点或摄像头'), '大门');
    await expect(c.getByRole('treeitem', { name: /大门/ })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import poster1 from './story-posters/sample1.jpg';
import poster2 from './story-posters/sample2.jpg';
import { CameraGrid, type GridCamera } from './CameraGrid';

/** A station's cameras opened from a map (垃圾处置 · GIS 视频); players stay idle (poster) in screenshots. */
const meta = {
  title: 'Video/CameraGrid',
  component: CameraGrid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CameraGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const Box = styled.div`width: 640px;`;
const never = () => new Promise<never>(() => undefined);
const cameras: GridCamera[] = [
  { key: '1', title: '翠苑转运站 监控 · 卸料大厅', online: true, poster: poster1, load: never },
  { key: '2', title: '翠苑转运站 监控 · 进场道路', online: true, poster: poster2, load: never },
  { key: '3', title: '翠苑转运站 监控 · 压缩车间', online: false, load: never },
];

export const StationCameras: Story = {
  args: { name: '翠苑转运站', cameras },
  render: (args) => <Box><CameraGrid {...args} /></Box>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: '翠苑转运站 的摄像头' })).toBeVisible();
    await expect(c.getByRole('button', { name: '播放 翠苑转运站 监控 · 卸料大厅' })).toBeEnabled();
    await expect(c.getByText('摄像头离线，暂无画面')).toBeVisible();
  },
};

export const NoCamera: Story = {
  args: { name: '余杭静脉产业园焚烧发电厂', cameras: [] },
  render: (args) => <Box><CameraGrid {...args} /></Box>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('该点位未绑定摄像头');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { ImagePreview, ImageThumbPlaceholder, type PreviewImage } from './ImagePreview';

/** Deterministic inline pictures (no network): a bin, a truck body, a street — simple shapes. */
function picture(sky: string, ground: string, object: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="${sky}"/><rect y="170" width="320" height="70" fill="${ground}"/><rect x="110" y="80" width="100" height="110" rx="8" fill="${object}"/><rect x="100" y="70" width="120" height="16" rx="4" fill="${object}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images: PreviewImage[] = [
  { src: picture('rgb(186,214,240)', 'rgb(120,120,120)', 'rgb(46,125,50)'), alt: '建设路厨余垃圾桶（处理前）' },
  { src: picture('rgb(200,225,245)', 'rgb(130,130,130)', 'rgb(25,118,210)'), alt: '建设路可回收物桶（处理后）' },
  { src: picture('rgb(230,220,200)', 'rgb(110,100,90)', 'rgb(198,40,40)'), alt: '城东转运站有害垃圾暂存点' },
];

const meta = {
  title: 'Components/ImagePreview',
  component: ImagePreview,
  tags: ['autodocs'],
  args: { images, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter opens the viewer; arrows page, +/− zoom, Esc closes and focus returns to the thumbnail. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('button', { name: '查看大图：建设路可回收物桶（处理后）' });
    thumb.focus();
    await userEvent.keyboard('{Enter}');
    const viewer = await within(document.body).findByRole('dialog', { name: '图片预览：建设路可回收物桶（处理后）' });
    await expect(within(viewer).getByText('2 / 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(viewer).getByRole('img', { name: '城东转运站有害垃圾暂存点' })).toBeVisible();
    await expect(within(viewer).getByRole('button', { name: '下一张' })).toBeDisabled();
    await userEvent.keyboard('++');
    await expect(within(viewer).getByRole('img')).toHaveAttribute('data-zoom', '2');
    await userEvent.keyboard('0');
    await expect(within(viewer).getByRole('img')).toHaveAttribute('data-zoom', '1');
    await userEvent.click(within(viewer).getByRole('button', { name: '上一张' }));
    await expect(within(viewer).getByText('2 / 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumb).toHaveFocus());
  },
};

/** The viewer open on the first picture, zoomed out once. */
export const Open: Story = {
  args: { defaultOpenIndex: 0 },
  play: async () => {
    const viewer = await within(document.body).findByRole('dialog');
    await userEvent.click(within(viewer).getByRole('button', { name: '缩小' }));
    await expect(within(viewer).getByRole('img')).toHaveAttribute('data-zoom', '0.75');
    await expect(within(viewer).getByRole('button', { name: '上一张' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  render: () => (
    <Column>
      <ImagePreview images={images} size="sm" />
      <ImagePreview images={images} size="md" />
      <ImagePreview images={images.slice(0, 1)} size="lg" />
    </Column>
  ),
};

/** A picture still on its way keeps the thumbnail's place: nothing after it moves when it arrives. */
export const Loading: Story = {
  render: () => (
    <Row>
      <ImageThumbPlaceholder size="lg" />
      <ImagePreview images={images.slice(0, 1)} size="lg" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const place = canvas.getByRole('img', { name: '图片加载中' });
    const thumb = canvas.getByRole('button', { name: /^查看大图/ });
    await expect(place.getBoundingClientRect().height).toBe(thumb.getBoundingClientRect().height);
    await expect(place.getBoundingClientRect().width).toBe(thumb.getBoundingClientRect().width);
  },
};

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.md};
  align-items: flex-start;
`;

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.md};
`;

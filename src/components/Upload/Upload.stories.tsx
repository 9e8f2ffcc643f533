import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Upload, type UploadFn } from './Upload';

const MB = 1024 * 1024;

/** Fake transfer: fixed progress steps; files named "断网…" fail on their first attempt only. */
function fakeUpload(): UploadFn {
  const attempts = new Map<string, number>();
  return async (file, onProgress) => {
    const attempt = (attempts.get(file.name) ?? 0) + 1;
    attempts.set(file.name, attempt);
    for (const step of [20, 45, 70]) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      onProgress(step);
    }
    if (file.name.startsWith('断网') && attempt === 1) throw new Error('上传失败：网络连接中断');
    await new Promise((resolve) => setTimeout(resolve, 20));
    onProgress(100);
  };
}

/** Upload that never finishes after 45 %: a stable "in progress" screenshot. */
const stuckUpload: UploadFn = (_file, onProgress) => {
  onProgress(45);
  return new Promise(() => {});
};

const photo = (name: string, size = 200 * 1024) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const drop = (target: Element, files: File[]) => {
  const data = new DataTransfer();
  files.forEach((file) => data.items.add(file));
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
};

const meta = {
  title: 'Components/Upload',
  component: Upload,
  tags: ['autodocs'],
  args: { upload: fakeUpload(), accept: '.jpg,.png', maxSize: 2 * MB, onChange: fn() },
  decorators: [(Story) => <Box><Story /></Box>],
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

const Box = styled.div`
  max-width: 480px;
`;

export const Playground: Story = {};

/** Keyboard: Enter on the drop zone opens the file chooser; chosen files upload with progress to 完成. */
export const ClickToUpload: Story = {
  args: { upload: fakeUpload() },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole('button', { name: /点击或将文件拖拽到此区域上传/ });
    await expect(zone).toHaveAccessibleName(/支持 JPG、PNG，单个文件不超过 2 MB/);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const chooser = fn();
    // The native chooser cannot open in a test: note the click and stop it, once.
    input.addEventListener('click', (event) => { chooser(); event.preventDefault(); }, { once: true });
    zone.focus();
    await userEvent.keyboard('{Enter}');
    await expect(chooser).toHaveBeenCalled();
    await userEvent.upload(input, [photo('建设路垃圾桶-处理前.jpg'), photo('建设路垃圾桶-处理后.png')]);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-status="done"]')).toHaveLength(2));
    await expect(canvas.getAllByText('200 KB · 上传成功')).toHaveLength(2);
  },
};

/** Dropped files are checked: wrong type and too large are refused with clear messages. */
export const DragAndDropValidation: Story = {
  args: { upload: fakeUpload() },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole('button', { name: /点击或将文件拖拽/ }).parentElement!;
    drop(zone, [
      new File(['x'], '收运报表.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      photo('城东转运站全景.jpg', 3 * MB),
      photo('清运现场.jpg'),
    ]);
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('文件“收运报表.xlsx”格式不支持，仅支持 JPG、PNG'));
    await expect(alert).toHaveTextContent('文件“城东转运站全景.jpg”大小为 3 MB，超过 2 MB 的限制');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-status="done"]')).toHaveLength(1));
    await expect(canvas.getByText('清运现场.jpg')).toBeVisible();
  },
};

/** A failed transfer shows the reason and a retry; retry succeeds, remove takes the file off. */
export const RetryAndRemove: Story = {
  args: { upload: fakeUpload() },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [photo('断网-现场照片.jpg'), photo('多余照片.jpg')]);
    const retry = await canvas.findByRole('button', { name: '重试：断网-现场照片.jpg' });
    await expect(canvas.getByText('上传失败：网络连接中断')).toBeVisible();
    await userEvent.click(retry);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-status="done"]')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: '删除文件：多余照片.jpg' }));
    await expect(canvas.queryByText('多余照片.jpg')).toBeNull();
  },
};

/** Mid-transfer: the per-file progress bar with aria-valuenow. */
export const InProgress: Story = {
  args: { upload: stuckUpload },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [photo('浙A·D1234-车身.jpg')]);
    const bar = await canvas.findByRole('progressbar', { name: '浙A·D1234-车身.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Every file state at once (done, failed, uploading) plus the disabled zone. */
export const Matrix: Story = {
  render: () => <MatrixDemo />,
  play: async ({ canvasElement }) => {
    const [first, second] = [...canvasElement.querySelectorAll('input[type="file"]')] as HTMLInputElement[];
    await userEvent.upload(first, [photo('清运现场.jpg'), photo('断网-桶身.jpg')]);
    await userEvent.upload(second, [photo('路面.jpg')]);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-status="done"], [data-status="error"]')).toHaveLength(2));
    await expect(canvasElement.querySelectorAll('[data-status="uploading"]')).toHaveLength(1);
  },
};

function MatrixDemo() {
  return (
    <Column>
      <Upload upload={fakeUpload()} accept=".jpg" maxSize={2 * MB} aria-label="现场照片" />
      <Upload upload={stuckUpload} hint="自定义提示：请上传车辆照片" aria-label="车辆照片" />
      <Upload upload={stuckUpload} disabled aria-label="已锁定" />
    </Column>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
`;

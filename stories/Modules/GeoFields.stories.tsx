import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Form, FormField, useForm } from '../../src/components/Form';
import { field } from '../../apps/catalogue/src';
import { GpsDataProvider } from '../../apps/web/src/modules/gps/source';
import { fixtureGpsData } from '../fixtureGps';
import { formControl } from '../../apps/web/src/modules/parts/fieldControls';
import { GeoPreview } from '../../apps/web/src/modules/parts/GeoField';

/**
 * Point and polygon fields (catalogue geoKinds.ts) as the record dialog and the detail drawer show
 * them: the value with its 地图选点 / 地图绘制 button, the picking dialog on the lazily loaded map,
 * and the small map of the detail view. The city is the map fixtures' (no server, no tiles).
 */
const gps = fixtureGpsData;

const fields = {
  center: field.point('center', '中心点', { rules: { required: true } }),
  boundary: field.polygon('boundary', '边界'),
};
const ring = JSON.stringify([[120.145, 30.282], [120.162, 30.281], [120.166, 30.293], [120.15, 30.296], [120.145, 30.282]]);

const Box = styled.div`width: calc(${(p) => p.theme.space.xxl} * 14); padding: ${(p) => p.theme.space.md};`;

function GeoFields({ mode }: { mode: 'form' | 'detail' }) {
  const form = useForm({ defaultValues: { center: '120.153576,30.287459', boundary: ring } });
  return (
    <GpsDataProvider value={gps}>
      <Box>
        {mode === 'form' ? (
          <Form form={form} onSubmit={() => undefined} aria-label="地图字段">
            <FormField name="center" label="中心点">{formControl(fields.center)}</FormField>
            <FormField name="boundary" label="边界">{formControl(fields.boundary)}</FormField>
          </Form>
        ) : (
          <GeoPreview field={fields.boundary} value={ring} />
        )}
      </Box>
    </GpsDataProvider>
  );
}

const meta = {
  title: 'Modules/Point and polygon fields',
  component: GeoFields,
  args: { mode: 'form' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GeoFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record dialog's controls: the current value, the map button, 清除. */
export const InForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('经度 120.153576，纬度 30.287459')).toBeVisible();
    await expect(canvas.getByText('4 个顶点')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /地图选点/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /地图绘制/ })).toBeVisible();
  },
};

/** 地图绘制 opens the map in polygon mode with the current boundary drawn; 确定 waits for a new one. */
export const DrawingDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /地图绘制/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: '选择边界' });
    await waitFor(() => expect(dialog.querySelector('[data-tool="polygon"][data-chart-state="ready"] canvas')).not.toBeNull(), { timeout: 5000 });
    await expect(within(dialog).getByText('当前：4 个顶点')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

/** The detail drawer's view: the value's text over a small map drawing it. */
export const InDetail: Story = {
  args: { mode: 'detail' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-chart-state="ready"] canvas')).not.toBeNull(), { timeout: 5000 });
    await expect(within(canvasElement).getByText('4 个顶点')).toBeVisible();
  },
};

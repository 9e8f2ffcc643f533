import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { Form, FormField, useForm } from '../../src/components/Form';
import { field } from '../../apps/catalogue/src';
import { filterControl, formControl } from '../../apps/web/src/modules/parts/fieldControls';

/**
 * The field kinds of catalogue model/fieldKinds.ts as the generic pages show them: a
 * multi-select of an enum, a many-to-many lookup, a time of day (HH:mm), and a number range in
 * a search form.
 */
const scenes = [{ value: 'dispatch', label: '派遣' }, { value: 'handle', label: '处置反馈' }, { value: 'refuse', label: '退回' }, { value: 'review', label: '核查' }];
const regions = [{ value: '1', label: '西湖区' }, { value: '2', label: '北山街道' }, { value: '3', label: '灵隐街道' }, { value: '4', label: '拱墅区' }];

const fields = {
  scenes: field.multiEnum('scenes', '常用环节', 'expressionScene'),
  regionIds: field.lookupMany('regionIds', '覆盖区划', { resource: 'region', system: 'platform', labelField: 'name' }),
  dutyStart: field.time('dutyStart', '值守开始'),
  radius: field.integer('radius', '半径', { unit: '米', filter: 'range' }),
};

const Box = styled.div`width: calc(${(p) => p.theme.space.xxl} * 14); padding: ${(p) => p.theme.space.md};`;

function FieldKinds() {
  const form = useForm({ defaultValues: { scenes: ['dispatch', 'review'], regionIds: ['2', '3'], dutyStart: '07:30', radius: [800, 1600] } });
  return (
    <Box>
      <Form form={form} onSubmit={() => undefined} aria-label="字段类型">
        <FormField name="scenes" label="常用环节">{formControl(fields.scenes, scenes)}</FormField>
        <FormField name="regionIds" label="覆盖区划">{formControl(fields.regionIds, regions)}</FormField>
        <FormField name="dutyStart" label="值守开始">{formControl(fields.dutyStart)}</FormField>
        <FormField name="radius" label="半径(米)">{filterControl(fields.radius)}</FormField>
      </Form>
    </Box>
  );
}

const meta = {
  title: 'Modules/Field kinds',
  component: FieldKinds,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FieldKinds>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('核查')).toBeVisible();
    await expect(canvas.getByText('灵隐街道')).toBeVisible();
    await expect(canvas.getByDisplayValue('07:30')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '半径' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: '半径最大值' })).toHaveValue('1600');
  },
};

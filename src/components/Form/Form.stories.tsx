import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { Input } from '../Input';
import { NumberInput } from '../NumberInput';
import { RadioGroup } from '../Radio';
import { Switch } from '../Switch';
import { TextArea } from '../TextArea';
import { Button } from '../Button';
import { Form, type FormLayout } from './Form';
import { FormField } from './FormField';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 11);
`;

interface VehicleValues {
  plate: string;
  driver: string;
  phone: string;
  capacity: number | null;
  type: string | null;
  wasteTypes: string[];
  nightShift: boolean;
  agreed: boolean;
  remark: string;
}

const empty: VehicleValues = { plate: '', driver: '', phone: '', capacity: null, type: null, wasteTypes: [], nightShift: false, agreed: false, remark: '' };

function VehicleForm({ onSubmit, layout = 'vertical', defaults = empty }: { onSubmit: (v: VehicleValues) => void; layout?: FormLayout; defaults?: VehicleValues }) {
  const form = useForm<VehicleValues>({ defaultValues: defaults, mode: 'onTouched' });
  return (
    <Narrow>
      <Form form={form} onSubmit={onSubmit} layout={layout} labelWidth="7em" aria-label="车辆登记">
        <FormField name="plate" label="车牌号" required pattern={/^[\u4e00-\u9fa5][A-Z]·?[A-Z0-9]{5,6}$/} help="例如 浙A·D1234">
          <Input placeholder="请输入车牌号" allowClear />
        </FormField>
        <FormField name="driver" label="驾驶员" required minLength={2} maxLength={10}>
          <Input placeholder="请输入驾驶员姓名" />
        </FormField>
        <FormField name="phone" label="联系电话" validate={(v) => !v || /^1\d{10}$/.test(String(v).trim()) || '请输入 11 位手机号'}>
          <Input placeholder="选填" />
        </FormField>
        <FormField name="capacity" label="核定载重" required min={1} max={30}>
          <NumberInput unit="吨" precision={1} step={0.5} />
        </FormField>
        <FormField name="type" label="车辆类型" required>
          <RadioGroup options={[{ label: '压缩车', value: 'compactor' }, { label: '勾臂车', value: 'hook' }, { label: '洒水车', value: 'sprinkler' }]} />
        </FormField>
        <FormField name="wasteTypes" label="收运类别" required>
          <CheckboxGroup options={[{ label: '其他垃圾', value: 'other' }, { label: '厨余垃圾', value: 'kitchen' }, { label: '可回收物', value: 'recyclable' }]} />
        </FormField>
        <FormField name="nightShift" label="夜间作业">
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </FormField>
        <FormField name="remark" label="备注" maxLength={50}>
          <TextArea rows={2} showCount maxLength={50} placeholder="选填" />
        </FormField>
        <FormField name="agreed" label="确认" validate={(v) => v === true || '请确认信息真实有效'}>
          <Checkbox>信息真实有效</Checkbox>
        </FormField>
        <div>
          <Button variant="primary" htmlType="submit">提交</Button>
        </div>
      </Form>
    </Narrow>
  );
}

const meta = {
  title: 'Components/Form',
  component: VehicleForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), layout: 'vertical' },
  argTypes: { layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  parameters: { docs: { description: { component: 'Form + FormField on react-hook-form. Pass `useForm()` to Form; FormField binds its single child control (value/checked, onChange, onBlur, id, status, aria-*). Submitted values are trimmed deeply.' } } },
} satisfies Meta<typeof VehicleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RequiredMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('请输入车牌号')).toBeInTheDocument();
    await expect(canvas.getByText('请输入驾驶员')).toBeInTheDocument();
    await expect(canvas.getByText('请输入核定载重')).toBeInTheDocument();
    await expect(canvas.getByText('请选择车辆类型')).toBeInTheDocument();
    await expect(canvas.getByText('请选择收运类别')).toBeInTheDocument();
    await expect(canvas.getByText('请确认信息真实有效')).toBeInTheDocument();
    const plate = canvas.getByRole('textbox', { name: '车牌号' });
    await expect(plate).toHaveAttribute('aria-invalid', 'true');
    await expect(plate).toHaveAttribute('aria-required', 'true');
    await expect(plate).toHaveAccessibleDescription('请输入车牌号 例如 浙A·D1234');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PatternAndLength: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '车牌号' }), 'AB123');
    await userEvent.type(canvas.getByRole('textbox', { name: '驾驶员' }), '王');
    await userEvent.type(canvas.getByRole('textbox', { name: '联系电话' }), '0571');
    await userEvent.tab();
    await expect(await canvas.findByText('车牌号格式不正确')).toBeInTheDocument();
    await expect(canvas.getByText('驾驶员至少 2 个字符')).toBeInTheDocument();
    await expect(canvas.getByText('请输入 11 位手机号')).toBeInTheDocument();
  },
};

export const SubmitTrimmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '车牌号' }), '浙A·D1234');
    await userEvent.type(canvas.getByRole('textbox', { name: '驾驶员' }), '  王建国  ');
    await userEvent.type(canvas.getByRole('spinbutton', { name: '核定载重' }), '8');
    await userEvent.click(canvas.getByRole('radio', { name: '压缩车' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '厨余垃圾' }));
    await userEvent.click(canvas.getByRole('switch', { name: '夜间作业' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '备注' }), ' 城东转运站 ');
    await userEvent.click(canvas.getByRole('checkbox', { name: '确认' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        plate: '浙A·D1234', driver: '王建国', phone: '', capacity: 8, type: 'compactor', wasteTypes: ['kitchen'],
        nightShift: true, agreed: true, remark: '城东转运站',
      }),
    );
  },
};

export const Horizontal: Story = { args: { layout: 'horizontal' } };

export const Matrix: Story = {
  args: { layout: 'horizontal' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await canvas.findByText('请输入车牌号');
  },
};

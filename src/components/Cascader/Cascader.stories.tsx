import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Form, FormField } from '../Form';
import { Cascader } from './Cascader';
import { regions } from './regions.fixture';

const Narrow = styled.div`
  max-width: calc(${(p) => p.theme.space.xxl} * 6);
`;
const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space.sm};
`;
const body = () => within(document.body);

const meta = {
  title: 'Components/Cascader',
  component: Cascader,
  tags: ['autodocs'],
  args: { options: regions, 'aria-label': '所属区域', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    status: { control: 'inline-radio', options: [undefined, 'error', 'warning'] },
  },
  parameters: { docs: { description: { component: 'Value: the path of values, e.g. `[\'330000\', \'330100\', \'330106\']`; onChange also receives the options along it.' } } },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof Cascader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MouseLevels: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所属区域' }));
    await userEvent.click(await body().findByRole('option', { name: '浙江省' }));
    await userEvent.click(await body().findByRole('option', { name: '杭州市' }));
    await expect(body().getAllByRole('listbox')).toHaveLength(3);
    await expect(body().getByRole('option', { name: '余杭区' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body().getByRole('option', { name: '西湖区' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['330000', '330100', '330106'], expect.any(Array));
    await expect(canvas.getByRole('combobox')).toHaveValue('浙江省 / 杭州市 / 西湖区');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '所属区域' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(await body().findByRole('listbox', { name: '第 2 级选项' })).toBeInTheDocument();
    await expect(body().getByRole('option', { name: '南京市' }).id).toBe(combo.getAttribute('aria-activedescendant'));
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{Enter}{Enter}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['330000', '330100', '330105'], expect.any(Array));
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Search: Story = {
  args: { showSearch: true },
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: '所属区域' });
    await userEvent.type(combo, 'xh');
    const list = await body().findByRole('listbox');
    await expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['浙江省 / 杭州市 / 西湖区', '上海市 / 徐汇区']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['310000', '310104'], expect.any(Array));
  },
};

export const OpenColumns: Story = {
  args: { defaultValue: ['330000', '330100', '330108'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '所属区域' }));
    await expect(await body().findByRole('option', { name: '滨江区' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Clear: Story = {
  args: { defaultValue: ['310000', '310101'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清除选择' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null, []);
  },
};

function InFormDemo() {
  const form = useForm<{ region: string[] | null }>({ defaultValues: { region: null } });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <FormField name="region" label="作业区域" required>
        <Cascader options={regions} />
      </FormField>
      <div><Button htmlType="submit" variant="primary">保存</Button></div>
    </Form>
  );
}

export const InForm: Story = {
  render: () => <InFormDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请选择作业区域')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Cascader key={size} {...args} size={size} aria-label={`尺寸 ${size}`} defaultValue={['330000', '330100', '330102']} />
      ))}
      <Cascader {...args} aria-label="空" />
      <Cascader {...args} aria-label="错误" status="error" />
      <Cascader {...args} aria-label="禁用" disabled defaultValue={['320000', '320500', '320508']} />
    </Stack>
  ),
};

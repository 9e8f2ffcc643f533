import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Form, FormField, useForm } from '../../src/components/Form';
import { field, type ResourceDefinition } from '../../apps/catalogue/src';
import { ModuleDataProvider, type ModuleData } from '../../apps/web/src/modules/dataSource';
import { formControl } from '../../apps/web/src/modules/parts/fieldControls';
import { VerifyRow } from '../../apps/web/src/modules/parts/VerifyRow';

/**
 * A field the system's server checks (FieldDefinition.verify): 考核管理's 计分公式 with its 校验公式
 * button. A refused formula shows the server's message with the character it points at marked;
 * a right one shows its value for the sample inputs.
 */
const formula = field.text('formula', '计分公式', { rules: { required: true, maxLength: 200 }, verify: { call: 'checkFormula', with: ['variables'], label: '校验公式' } });
const variables = field.multiEnum('variables', '公式变量', 'khglVariable');
const rule: ResourceDefinition = {
  key: 'rule', name: '考核规则', system: 'khgl', endpoints: { base: '/cloud/khgl/web/examineRule', shape: 'create', pack: 'identity', entity: 'json' },
  sort: { field: 'formula', dir: 'asc' }, labelField: 'formula', operations: ['create'], fields: [formula, variables],
};

/** The server's verdicts (the reference server's checkFormula answers the same shapes). */
const verdicts: Record<string, { msg: string; data: { valid: boolean; position?: number } }> = {
  'base - 2 * complaint - 5 * overdue': { msg: '公式第 12 个字符处有误：变量“complaint”未在本规则的公式变量中声明（可用：base、complaints、overdue）', data: { valid: false, position: 12 } },
  'base - 2 * complaints - 5 * overdue': { msg: '公式正确：示例取值（base=100，complaints=2，overdue=1）下结果为 91', data: { valid: true } },
};
const data = { verify: async (_r: ResourceDefinition, _f: unknown, payload: Record<string, unknown>) => verdicts[String(payload.formula)] ?? { msg: '公式有误：语法错误', data: { valid: false } } } as unknown as ModuleData;

const Box = styled.div`width: calc(${(p) => p.theme.space.xxl} * 14); padding: ${(p) => p.theme.space.md}; background: ${(p) => p.theme.color.bg.container};`;

function VerifyField({ initial }: { initial: string }) {
  const form = useForm({ defaultValues: { formula: initial, variables: ['base', 'complaints', 'overdue'] } });
  const values = form.watch();
  return (
    <ModuleDataProvider value={data}>
      <Box>
        <Form form={form} onSubmit={() => undefined} aria-label="考核规则">
          <FormField name="formula" label="计分公式">{formControl(formula)}</FormField>
          <VerifyRow resource={rule} field={formula} values={values} />
        </Form>
      </Box>
    </ModuleDataProvider>
  );
}

const meta = {
  title: 'Modules/Verified field',
  component: VerifyField,
  parameters: { layout: 'fullscreen' },
  args: { initial: 'base - 2 * complaint - 5 * overdue' },
} satisfies Meta<typeof VerifyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '校验公式' }));
    const verdict = await canvas.findByRole('status');
    await expect(verdict).toHaveTextContent('公式第 12 个字符处有误');
    await expect(within(verdict).getByLabelText('第 12 个字符处').querySelector('mark')).toHaveTextContent('c');
  },
};

export const Valid: Story = {
  args: { initial: 'base - 2 * complaints - 5 * overdue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '校验公式' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('下结果为 91');
  },
};

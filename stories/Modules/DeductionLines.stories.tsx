import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { evalScore, evaluation } from '../../apps/catalogue/src/systems/ryxj/evaluation';
import { LineEditor } from '../../apps/web/src/modules/parts/lines/LineEditor';
import { lineFields, newLine, type EditLine } from '../../apps/web/src/modules/parts/lines/lineModel';

/**
 * Lines that may be empty (`lines.allowEmpty`): 巡检考评's deductions in the evaluation form. An
 * evaluation without a deduction is a full score, so the editor starts with no line (not one to
 * fill in) and saving with none is allowed; each deduction names its rule item, the points and
 * what was found, and the total is what the server takes off 100.
 */
const spec = evaluation.lines!;
const fields = lineFields(evalScore, spec);
const rules = [
  { value: '1', label: '地面有垃圾、污水' },
  { value: '8', label: '分类桶周边散落垃圾' },
  { value: '10', label: '混装混运' },
];

const Box = styled.div`width: calc(${(p) => p.theme.space.xxl} * 20); padding: ${(p) => p.theme.space.md};`;

function DeductionLines({ start }: { start: Record<string, unknown>[] }) {
  const [lines, setLines] = useState<EditLine[]>(() => start.map((l) => newLine(fields, l)));
  return (
    <Box>
      <LineEditor system="ryxj" name="扣分" spec={spec} fields={fields} options={{ ruleId: rules }} lines={lines} problems={[]} onChange={setLines} />
    </Box>
  );
}

const meta = {
  title: 'Modules/Deduction lines',
  component: DeductionLines,
  parameters: { layout: 'fullscreen' },
  args: { start: [] },
} satisfies Meta<typeof DeductionLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new evaluation: no deduction yet, one click adds one. */
export const NoDeductions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无明细，请点击“添加一行”')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加一行' })).toBeEnabled();
  },
};

/** Two deductions and their total (8 points: the score will be 92). */
export const Scored: Story = {
  args: {
    start: [
      { ruleId: 1, deduction: 3, note: '入口处、东侧地面有垃圾三处' },
      { ruleId: 10, deduction: 5, note: '其他垃圾桶内混有厨余垃圾' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: '第 2 行扣分说明' })).toHaveValue('其他垃圾桶内混有厨余垃圾');
    await expect(canvas.getByText('8.00')).toBeVisible();
    await expect(canvas.getByText('共 2 行')).toBeVisible();
  },
};

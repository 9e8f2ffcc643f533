import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { loadSystem, type ReportDefinition } from '../../apps/catalogue/src';
import { ModuleDataProvider, type ModuleData } from '../../apps/web/src/modules/dataSource';
import { MatrixView } from '../../apps/web/src/modules/parts/MatrixView';

/**
 * A month matrix (catalogue model/matrix.ts) as report pages show it: garbage types by day of
 * November 2026, row totals at the end, the totals row last, the month picker and export.
 */
const report: ReportDefinition = {
  key: 'garTypeDailyReport', title: '垃圾类型日报', kind: 'aggregate', call: '/cloud/zhj/garTypeDailyReport', method: 'POST', source: 'carWeightOperate',
  matrix: { system: 'ljszy', row: 'garbageType', rowLabel: '垃圾类型', column: 'weighTime', period: 'month', measure: { key: 'netWeight', label: '净重', agg: 'sum', field: 'netWeight', unit: '吨', scale: 0.001, digits: 2 } },
  export: '/cloud/zhj/garTypeDailyReport/export',
};

const types = [['other', '其他垃圾', 38.6], ['kitchen', '厨余垃圾', 21.4], ['recyclable', '可回收物', 6.2], ['hazardous', '有害垃圾', 0.35]] as const;
const days = Array.from({ length: 30 }, (_, i) => ({ key: `d${String(i + 1).padStart(2, '0')}`, label: `${i + 1}日` }));
// Deterministic day values: a weekly rhythm around each type's daily mean.
const value = (mean: number, day: number) => Math.round(mean * (0.8 + 0.06 * ((day * 3) % 7)) * 100) / 100;
const rows = types.map(([row, rowLabel, mean]) => {
  const cells = Object.fromEntries(days.map((d, i) => [d.key, i < 20 ? value(mean, i) : 0]));
  const total = Math.round(Object.values(cells).reduce((s, v) => s + v, 0) * 100) / 100;
  return { id: 0, row, rowLabel, ...cells, total };
});
const totals = { id: -1, row: null, rowLabel: '合计', ...Object.fromEntries([...days.map((d) => d.key), 'total'].map((k) => [k, Math.round(rows.reduce((s, r) => s + Number((r as Record<string, unknown>)[k]), 0) * 100) / 100])) };

const data = {
  report: async () => ({ period: '2026-11', columns: days, rows, totals, total: rows.length }),
  exportReport: async () => undefined,
} as unknown as ModuleData;

const Box = styled.div`padding: ${(p) => p.theme.space.md};`;

function MonthMatrix() {
  return (
    <ModuleDataProvider value={data}>
      <Box><MatrixView report={report} end="2026-11-20" /></Box>
    </ModuleDataProvider>
  );
}

const meta = {
  title: 'Modules/Month matrix',
  component: MonthMatrix,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MonthMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

export const November: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '垃圾类型日报列表' });
    await expect(await within(table).findByText('厨余垃圾')).toBeVisible();
    await expect(within(table).getByText('1日')).toBeVisible();
    await expect(within(table).getAllByText('合计').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('combobox', { name: '统计月份' })).toHaveValue('2026年11月');
  },
};

/**
 * A sheet of marks (MatrixSpec.codes): 考勤管理's month sheet, staff × day with √ 迟 早 缺 旷 假 休
 * and the per-person summaries; the legend below.
 */
const rykq = await loadSystem('rykq');
const sheet = rykq.reports.find((r) => r.key === 'monthReport')!;
const MARKS = ['normal', 'normal', 'normal', 'late', 'normal', 'rest', 'rest', 'normal', 'early', 'normal', 'missing', 'normal', 'rest', 'rest', 'normal', 'leave', 'leave', 'normal', 'absent', 'rest', 'rest'];
const staff = ['王建国', '李海军', '张志强', '陈立新', '刘文斌', '孙丽华'];
const sheetRows = staff.map((rowLabel, k) => {
  const cells = Object.fromEntries(days.map((d, i) => [d.key, i < 20 ? MARKS[(i + k * 2) % MARKS.length]! : null]));
  const count = (...v: string[]) => Object.values(cells).filter((c) => c && v.includes(c)).length;
  return {
    id: k + 1, row: k + 1, rowLabel, ...cells, attend: count('normal', 'late', 'early', 'lateEarly', 'missing', 'restWork'), lateCount: count('late', 'lateEarly'),
    lateMinutes: count('late') * 12, earlyCount: count('early', 'lateEarly'), missing: count('missing'), absent: count('absent'), leave: count('leave'), rest: count('rest'), overtimeHours: k % 3 ? 2.5 : 0,
  };
});
const sum = (key: string) => sheetRows.reduce((s, r) => s + Number((r as Record<string, unknown>)[key] ?? 0), 0);
const sheetData = {
  report: async () => ({
    period: '2026-11', columns: days, rows: sheetRows, total: sheetRows.length,
    totals: { row: null, rowLabel: '合计', ...Object.fromEntries(['attend', 'lateCount', 'lateMinutes', 'earlyCount', 'missing', 'absent', 'leave', 'rest', 'overtimeHours'].map((k) => [k, sum(k)])) },
  }),
  exportReport: async () => undefined,
  options: async () => [],
} as unknown as ModuleData;

export const AttendanceMarks: Story = {
  render: () => (
    <ModuleDataProvider value={sheetData}>
      <Box><MatrixView report={sheet} end="2026-11-20" system="rykq" /></Box>
    </ModuleDataProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '考勤月报列表' });
    await expect(await within(table).findByText('孙丽华')).toBeVisible();
    await expect(within(table).getByText('旷工(天)')).toBeVisible();
    await expect(within(table).getByLabelText('王建国 4日：迟到')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '图例' })).toBeVisible();
  },
};

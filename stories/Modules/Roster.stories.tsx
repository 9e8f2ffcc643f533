import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { loadSystem, type RosterAnswer, type RosterSave } from '../../apps/catalogue/src';
import { ModuleDataProvider, type ModuleData } from '../../apps/web/src/modules/dataSource';
import { RosterView } from '../../apps/web/src/modules/parts/roster/RosterView';

/**
 * The roster page kind (排班, catalogue model/roster.ts) as 考勤管理 declares it: a team's people ×
 * the days of November 2026, the shifts as a palette (drag onto a day, or select days and pick),
 * weekends and holidays shaded, changes marked until 保存排班 sends them in one call.
 */
const rykq = await loadSystem('rykq');
const resource = rykq.resources.find((r) => r.key === 'schedule')!;
const save = resource.actions!.find((a) => a.key === 'saveRoster')!;
const grid = rykq.reports.find((r) => r.key === 'rosterGrid')!;

const palette: RosterAnswer['palette'] = [
  { id: 1, label: '早班', short: '早', status: 'success', detail: '05:00–13:00' },
  { id: 2, label: '白班', short: '白', status: 'info', detail: '08:00–17:00' },
  { id: 4, label: '中班', short: '中', status: 'warning', detail: '13:00–21:00' },
  { id: 5, label: '夜班', short: '夜', status: 'error', detail: '21:00–05:00（次日）' },
];
const CYCLE = [1, 1, 4, 4, null, 5, 5, null];
const people = ['王建国', '李海军', '张志强', '陈立新', '刘文斌', '周晓东', '吴国庆', '孙丽华'];
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const answer: RosterAnswer = {
  month: '2026-11',
  days: Array.from({ length: 30 }, (_, i) => {
    const weekday = (i + 0) % 7; // 2026-11-01 is a Sunday
    return { date: day(i + 1), weekday, off: weekday === 0 || weekday === 6 };
  }),
  palette,
  rows: people.map((label, k) => ({
    id: k + 1, label, detail: k === 0 ? '班组长 · 东区收运队' : '驾驶员 · 东区收运队',
    cells: Object.fromEntries(Array.from({ length: 37 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 9, 25 + i)).toISOString().slice(0, 10);
      return [date, CYCLE[(i + k * 3) % 8] ?? null];
    })),
  })),
};

const saved: RosterSave[] = [];
const data = {
  report: async () => answer,
  options: async (target: { key: string }) => (target.key === 'attendanceGroup' ? [{ id: 1, label: '东区收运队考勤组' }, { id: 2, label: '西区收运队考勤组' }] : [{ id: 11, label: '东区收运队' }]),
  action: async (_r: unknown, _a: unknown, payload: RosterSave) => { saved.push(payload); return { changed: payload.changes.length }; },
} as unknown as ModuleData;

const Box = styled.div`padding: ${(p) => p.theme.space.md};`;

function Roster() {
  return (
    <ModuleDataProvider value={data}>
      <Box><RosterView title="排班管理" grid={grid} resource={resource} save={save} filters={['groupId', 'deptId']} month="2026-11" /></Box>
    </ModuleDataProvider>
  );
}

const meta = {
  title: 'Modules/Roster',
  component: Roster,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { description: { component: '排班页：人员 × 当月日期，拖动班次到日期格，或用鼠标、键盘选中单元格后点击班次；复制上周、清空；修改标记为未保存，保存排班一次提交，服务器整体校验。' } } },
} satisfies Meta<typeof Roster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group's plan as loaded. */
export const November: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '排班管理：2026-11' });
    await expect(within(table).getByText('王建国')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '班次' })).toBeVisible();
  },
};

/** Two days selected with the keyboard and 夜班 picked for both: marked as unsaved, 保存排班 enabled. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '排班管理：2026-11' });
    const first = within(table).getByRole('button', { name: /^王建国 2026-11-01 / });
    await userEvent.click(first);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(canvas.getByText('已选 2 格')).toBeVisible();
    await userEvent.click(within(canvas.getByRole('list', { name: '班次' })).getByRole('button', { name: /夜班/ }));
    await waitFor(() => expect(within(table).getByRole('button', { name: /^王建国 2026-11-02 周一：夜班（未保存）$/ })).toBeVisible());
    await expect(canvas.getByText('2 处未保存')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存排班' })).toBeEnabled();
  },
};

/**
 * 考勤管理 in the browser against the seeded server: every menu page shows rows, a tree or a grid
 * without console errors; a shift dragged onto a day of the roster is saved and still there after
 * a reload; a leave applied by the administrator and approved by the team leader in his own
 * browser turns that day's 旷 into 假 on the month sheet.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { apiSession, baseURL, setupBrowser } from './browser';
import { openMenu, openSystem, region, showsData } from './pages';

setupBrowser();

const groups = (await loadSystem('rykq')).menus;

async function api<T>(path: string, body: unknown, user: 'root' | 'kqleader' = 'root'): Promise<T> {
  const s = await apiSession(user);
  const answer = await fetch(`${baseURL()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` }, body: JSON.stringify(body) });
  const json = (await answer.json()) as { result: number; msg: string; data: T };
  if (json.result !== 0) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

const nextMonth = () => {
  const d = new Date();
  const n = new Date(d.getFullYear(), d.getMonth() + 1, 1);
  return { value: `${n.getFullYear()}-${String(n.getMonth() + 1).padStart(2, '0')}`, label: `${n.getFullYear()}年${n.getMonth() + 1}月` };
};

describe('考勤管理 pages', () => {
  it('every menu item opens without console errors and shows server rows, a tree or a grid', async () => {
    const { page, errors } = await openSystem('rykq', '考勤管理');
    const empty: string[] = [];
    for (const group of groups.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        await showsData(page, leaf.name).catch(() => empty.push(leaf.name));
      }
    }
    expect(empty).toEqual([]);
    expect(errors).toEqual([]);
  }, 420_000);

  it('a shift dragged onto a day of the roster is saved and shown after a reload', async () => {
    const { page, errors } = await openSystem('rykq', '考勤管理');
    const month = nextMonth();
    const pickMonth = async () => {
      const roster = region(page, '排班管理');
      await roster.getByRole('combobox', { name: '排班月份' }).click();
      await page.getByRole('listbox', { name: '排班月份' }).getByRole('option', { name: month.label, exact: true }).click();
      return roster;
    };
    await openMenu(page, '考勤设置', '排班管理');
    let roster = await pickMonth();
    const grid = roster.getByRole('table', { name: `排班管理：${month.value}` });
    const cell = grid.getByRole('button', { name: new RegExp(` ${month.value}-10 周.：休息$`) }).first();
    await cell.waitFor({ timeout: 30_000 });
    const person = (await cell.getAttribute('aria-label'))!.split(' ')[0]!;
    await roster.getByRole('list', { name: '班次' }).getByRole('button', { name: /^早班 / }).dragTo(cell);
    await expect.poll(() => grid.getByRole('button', { name: new RegExp(`^${person} ${month.value}-10 周.：早班（未保存）$`) }).count(), { timeout: 15_000 }).toBe(1);
    await roster.getByRole('button', { name: '保存排班' }).click();
    await page.getByText('排班已保存').first().waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
    roster = await pickMonth();
    await expect.poll(() => roster.getByRole('table', { name: `排班管理：${month.value}` }).getByRole('button', { name: new RegExp(`^${person} ${month.value}-10 周.：早班$`) }).count(), { timeout: 30_000 }).toBe(1);
    expect(errors).toEqual([]);
  }, 240_000);

  it('a leave applied by one user and approved by another turns that day into 请假 on the month sheet', async () => {
    const d111 = (await api<{ rows: { id: number; code: string }[] }>('/cloud/platform/department/pageList', { code: 'd111', pageSize: 50 })).rows.find((d) => d.code === 'd111')!;
    const absent = (await api<{ rows: { staffId: number; staffIdLabel: string; day: string }[] }>('/cloud/rykq/attendanceRecord/pageList.smvc', { status: 'absent', deptId: d111.id, pageSize: 1 })).rows[0]!;
    const applied = await api<{ id: number; code: string }>('/cloud/rykq/leaveManage/save.smvc', {
      staffId: absent.staffId, deptId: d111.id, leaveType: 'sick', startTime: `${absent.day} 00:00:00`, endTime: `${absent.day} 23:59:00`, days: 1, reason: '急性肠胃炎就医（补请假）',
    });

    const leader = await openSystem('rykq', '考勤管理', 'kqleader');
    await openMenu(leader.page, '请假加班审批', '待我审批');
    const todo = region(leader.page, '待我审批');
    const row = todo.getByRole('row').filter({ hasText: applied.code });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '班组长审批' }).click();
    const dialog = leader.page.getByRole('dialog', { name: /^班组长审批/ });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: '审批意见' }).fill('同意，注意休息');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(leader.errors).toEqual([]);

    const { page, errors } = await openSystem('rykq', '考勤管理');
    await openMenu(page, '考勤统计', '考勤月报');
    const sheet = region(page, '考勤月报');
    const [y, m] = absent.day.split('-');
    await sheet.getByRole('combobox', { name: '统计月份' }).click();
    await page.getByRole('listbox', { name: '统计月份' }).getByRole('option', { name: `${y}年${Number(m)}月`, exact: true }).click();
    await sheet.getByRole('combobox', { name: '部门' }).click();
    await page.getByRole('listbox', { name: '部门' }).getByRole('option', { name: '东区收运队', exact: true }).click();
    const mark = sheet.getByLabel(`${absent.staffIdLabel} ${Number(absent.day.slice(8))}日：请假`, { exact: true });
    // The sheet pages ten people at a time: find the person's page once the filtered sheet has loaded.
    const table = sheet.getByRole('table', { name: '考勤月报列表' });
    let forward = true;
    await expect.poll(async () => {
      if (await mark.count()) return true;
      if ((await table.getAttribute('aria-busy')) === 'true') return false;
      // Forward through the pages, then back (a page turned while the sheet reloaded is not lost).
      const step = sheet.getByRole('button', { name: forward ? /下一页/ : /上一页/ });
      if (await step.isEnabled()) await step.click();
      else forward = !forward;
      return false;
    }, { timeout: 60_000, interval: 500 }).toBe(true);
    expect(errors).toEqual([]);
  }, 300_000);
});

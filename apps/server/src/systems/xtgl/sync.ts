/**
 * 组织人员同步 (/cloud/ehr/sync/clouddepartsyncorgandstaffinfosment): reconciles the HR system's
 * snapshot (外部人事部门 / 外部人事人员) into the platform's departments and staff. Departments
 * match by code, people by phone (unique in both). New ones are created, changed ones updated
 * (name, parent, gender, department, post, entry date; a person the HR system marks as left
 * becomes 离职); nothing is deleted. Every change goes through the same validation and audit
 * trail as a change typed in 部门管理 / 组织人员; a row that would not pass is skipped and named.
 * The run is recorded in 同步记录 with its counts and details, and a second run finds nothing.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { xtgl as msg } from '../../../../../src/i18n/messages/xtgl';
import type { Sql } from '../../db/types';
import { ApiError } from '../../http/errors';
import { audit, changesOf, type Change } from '../../resources/audit';
import { invalid, say } from '../../resources/messages';
import { createRecord, getRow, insertRow, updateRecord } from '../../resources/records';
import type { Ctx } from '../../resources/select';
import { tables } from '../../seed/tables';

type Obj = Record<string, unknown>;
export type SyncScope = 'all' | 'departments' | 'staff';

interface HrDept { code: string; name: string; parentCode: string | null; leader: string | null; sortNo: number | null }
interface HrStaff { employeeNo: string; name: string; phone: string; gender: string; deptCode: string; post: string; entryDate: string; status: string }

export interface SyncResult {
  deptAdded: number;
  deptUpdated: number;
  staffAdded: number;
  staffUpdated: number;
  staffLeft: number;
  skipped: number;
  lines: string[];
}

export function scopeOf(raw: unknown): SyncScope {
  if (raw === 'all' || raw === 'departments' || raw === 'staff') return raw;
  throw invalid(msg.syncScopeRequired);
}

const problem = (error: unknown) => (error instanceof ApiError && error.httpStatus === 400 ? error.message : null);

type Outcome = { kind: 'created'; changes: Change[] } | { kind: 'updated'; before: Obj; changes: Change[] } | { kind: 'same' };

/**
 * One platform record brought in line with the HR values: created when `id` is none, else its
 * changed fields (but `key`, and a value HR leaves empty when `keepEmpty`) updated; audited.
 */
async function reconcile(sql: Sql, ctx: Ctx, actor: string, id: number | undefined, values: Obj, key: string, keepWhenEmpty: readonly string[] = []): Promise<Outcome> {
  if (id === undefined) {
    const row = await createRecord(sql, ctx, values);
    const changes = changesOf(ctx, undefined, row);
    await audit(sql, { userId: actor }, ctx, 'create', row.id as number, changes);
    return { kind: 'created', changes };
  }
  const before = (await getRow(sql, ctx, id))!;
  const changed = Object.entries(values).filter(([k, v]) => k !== key && (before[k] ?? null) !== (v ?? null) && !(keepWhenEmpty.includes(k) && !v));
  if (!changed.length) return { kind: 'same' };
  const row = await updateRecord(sql, ctx, { id, ...Object.fromEntries(changed) });
  const changes = changesOf(ctx, before, row);
  await audit(sql, { userId: actor }, ctx, 'update', id, changes);
  return { kind: 'updated', before, changes };
}

/** Runs one row's reconciliation; a row the rules refuse is skipped and named, anything else fails the run. */
async function skipping(out: SyncResult, what: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    const why = problem(error);
    if (!why) throw error;
    out.skipped++;
    out.lines.push(`跳过${what}：${why}`);
  }
}

async function syncDepartments(sql: Sql, ctx: Ctx, actor: string, out: SyncResult): Promise<void> {
  const hr = await sql.query<HrDept>(`SELECT code, name, parent_code AS "parentCode", leader, sort_no AS "sortNo" FROM ${tables('xtgl').hrDept} ORDER BY code`);
  const mine = async () => new Map((await sql.query<{ id: number; code: string }>(`SELECT id, code FROM ${tables('platform').department}`)).map((d) => [d.code, d.id]));
  // Parents first: a department is placed once its parent exists (or it has none).
  let pending = hr;
  for (let round = 0; pending.length && round < 20; round++) {
    const ids = await mine();
    const ready = pending.filter((d) => !d.parentCode || ids.has(d.parentCode) || !hr.some((x) => x.code === d.parentCode));
    pending = pending.filter((d) => !ready.includes(d));
    for (const d of ready) {
      const values = { code: d.code, name: d.name, parentId: d.parentCode ? ids.get(d.parentCode) ?? null : null, leader: d.leader, sortNo: d.sortNo ?? 0 };
      await skipping(out, `部门 ${d.code}`, async () => {
        const done = await reconcile(sql, ctx, actor, ids.get(d.code), values, 'code', ['leader']);
        if (done.kind === 'created') {
          out.deptAdded++;
          out.lines.push(`新增部门：${d.name}（${d.code}）`);
        } else if (done.kind === 'updated') {
          out.deptUpdated++;
          out.lines.push(`更新部门：${d.name}（${done.changes.map((c) => c.label).join('、')}）`);
        }
      });
    }
  }
  for (const d of pending) {
    out.skipped++;
    out.lines.push(`跳过部门 ${d.code}：上级部门编码 ${d.parentCode ?? ''} 形成循环`);
  }
}

async function syncStaff(sql: Sql, ctx: Ctx, actor: string, out: SyncResult): Promise<void> {
  const hr = await sql.query<HrStaff>(
    `SELECT employee_no AS "employeeNo", name, phone, gender, dept_code AS "deptCode", post, to_char(entry_date, 'YYYY-MM-DD') AS "entryDate", status
       FROM ${tables('xtgl').hrStaff} ORDER BY employee_no`,
  );
  const depts = new Map((await sql.query<{ id: number; code: string }>(`SELECT id, code FROM ${tables('platform').department}`)).map((d) => [d.code, d.id]));
  const people = new Map((await sql.query<{ id: number; phone: string }>(`SELECT id, phone FROM ${tables('platform').staff}`)).map((p) => [p.phone, p.id]));
  for (const p of hr) {
    const deptId = depts.get(p.deptCode);
    if (deptId === undefined) {
      out.skipped++;
      out.lines.push(`跳过人员 ${p.employeeNo} ${p.name}：部门编码 ${p.deptCode} 在平台中不存在`);
      continue;
    }
    const status = p.status === 'left' ? 'left' : 'onJob';
    const id = people.get(p.phone);
    // Someone who left before ever being on the platform stays off it.
    if (id === undefined && status === 'left') continue;
    const values: Obj = { name: p.name, phone: p.phone, gender: p.gender, deptId, post: p.post, entryDate: p.entryDate, status };
    await skipping(out, `人员 ${p.employeeNo} ${p.name}`, async () => {
      const done = await reconcile(sql, ctx, actor, id, values, 'phone');
      if (done.kind === 'created') {
        out.staffAdded++;
        out.lines.push(`新增人员：${p.name}（${p.post}）`);
      } else if (done.kind === 'updated' && status === 'left' && done.before.status !== 'left') {
        out.staffLeft++;
        out.lines.push(`人员离职：${p.name}`);
      } else if (done.kind === 'updated') {
        out.staffUpdated++;
        out.lines.push(`更新人员：${p.name}（${done.changes.map((c) => `${c.label} ${c.old ?? '空'} → ${c.new ?? '空'}`).join('，')}）`);
      }
    });
  }
}

/** One run: reconciles, records it in 同步记录 and answers the record with the summary. */
export async function runSync(sql: Sql, mod: ModuleDefinition, actor: string, scope: SyncScope): Promise<{ log: Obj; summary: string }> {
  // One run at a time per tenant: two concurrent runs would both create the same new people.
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext(current_setting('app.tenant_id') || '/hr-sync'))`);
  const ctxOf = (key: string): Ctx => ({ mod, resource: mod.resources.find((r) => r.key === key)! });
  const out: SyncResult = { deptAdded: 0, deptUpdated: 0, staffAdded: 0, staffUpdated: 0, staffLeft: 0, skipped: 0, lines: [] };
  if (scope !== 'staff') await syncDepartments(sql, ctxOf('department'), actor, out);
  if (scope !== 'departments') await syncStaff(sql, ctxOf('staff'), actor, out);
  const changed = out.deptAdded + out.deptUpdated + out.staffAdded + out.staffUpdated + out.staffLeft;
  const parts = [
    out.deptAdded && `新增部门 ${out.deptAdded} 个`, out.deptUpdated && `更新部门 ${out.deptUpdated} 个`, out.staffAdded && `新增人员 ${out.staffAdded} 人`,
    out.staffUpdated && `更新人员 ${out.staffUpdated} 人`, out.staffLeft && `离职 ${out.staffLeft} 人`, out.skipped && `跳过 ${out.skipped} 条`,
  ].filter(Boolean);
  const summary = changed || out.skipped ? say(msg.syncDone, { summary: parts.join('，') }) : msg.syncNothing;
  const logCtx = ctxOf('syncLog');
  const [user] = await sql.query<{ name: string }>('SELECT name FROM users WHERE user_id = $1', [actor]);
  const id = await insertRow(sql, logCtx, {
    syncScope: scope, operatorName: user?.name ?? actor, result: changed ? 'changed' : 'unchanged', deptAdded: out.deptAdded, deptUpdated: out.deptUpdated,
    staffAdded: out.staffAdded, staffUpdated: out.staffUpdated, staffLeft: out.staffLeft, skipped: out.skipped, detail: out.lines.join('\n') || '人事数据与平台一致，无变更',
  });
  await sql.query(`UPDATE ${tables('xtgl').syncLog} SET sync_time = localtimestamp(0) WHERE id = $1`, [id]);
  return { log: (await getRow(sql, logCtx, id))!, summary };
}

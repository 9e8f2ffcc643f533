/**
 * 系统管理's demo rows in the shell's tables (server only: the Storybook screens have no shell
 * tables): documents and photos in the tenant's file storage, uploaded by its administrator over
 * the last weeks (real .xlsx, .pdf, .png and .jpg files, so a batch download opens), and the
 * audit trail of the administrator's changes to 系统管理's records before the demo starts — the
 * first save and a later change of the tenant constants, parameters, an income booking, an app
 * switched off and the WeChat bindings — so 操作日志 and the settings' history are not empty.
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { moduleOf } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { changesOf } from '../../resources/audit';
import { tableOf } from '../../resources/names';
import { getRow } from '../../resources/records';
import type { Ctx } from '../../resources/select';
import { demoUsers } from '../../seed/demo-data';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { addDays } from '../../seed/seed-util';
import { tables } from '../../seed/tables';

interface DemoFile {
  id: string;
  name: string;
  mime: string;
  daysAgo: number;
  make: (p: TenantProfile) => Promise<Buffer>;
}

/** A one-page PDF with one line of text (ASCII: the built-in Helvetica has no Chinese glyphs). */
function pdf(line: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A site photo stand-in: sky, ground and a bin, drawn as an image (no text). */
async function photo(kind: 'png' | 'jpeg', hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="300" fill="hsl(${hue}, 55%, 72%)"/><rect y="300" width="640" height="180" fill="hsl(${(hue + 60) % 360}, 25%, 45%)"/>
    <rect x="260" y="220" width="120" height="150" rx="10" fill="hsl(${(hue + 180) % 360}, 60%, 40%)"/><rect x="250" y="205" width="140" height="24" rx="6" fill="#333"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return kind === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

async function workbook(p: TenantProfile): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('收运月报');
  sheet.addRow(['线路', '车次', '收运量(吨)']);
  p.routeNames.forEach((name, i) => sheet.addRow([name, 60 + i * 7, Math.round((180 + i * 23.5) * 10) / 10]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const FILES: readonly DemoFile[] = [
  { id: 'm1', name: '2026年10月收运月报.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', daysAgo: 19, make: workbook },
  { id: 'm2', name: '环卫作业安全管理制度.pdf', mime: 'application/pdf', daysAgo: 45, make: async () => pdf('Sanitation work safety rules, 2026 edition') },
  { id: 'm3', name: '垃圾分类督导照片-小区投放点.png', mime: 'image/png', daysAgo: 6, make: () => photo('png', 200) },
  { id: 'm4', name: '道路保洁作业照片.jpg', mime: 'image/jpeg', daysAgo: 3, make: () => photo('jpeg', 30) },
  { id: 'm5', name: '公厕保洁标准.txt', mime: 'text/plain; charset=utf-8', daysAgo: 33, make: async () => Buffer.from('公厕保洁标准：一类公厕每日保洁不少于 4 次，异味等级不超过 1 级。\n', 'utf8') },
  { id: 'm6', name: '应急物资盘点表.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', daysAgo: 11, make: workbook },
  { id: 'm7', name: '冬季除雪预案.pdf', mime: 'application/pdf', daysAgo: 2, make: async () => pdf('Winter snow clearing plan') },
];

async function seedFiles(sql: Sql, p: TenantProfile, adminId: string): Promise<void> {
  const files = p.tenantId === '2' ? FILES.slice(0, 4) : FILES;
  for (const [i, f] of files.entries()) {
    const fileId = `fx${p.tenantId}${f.id}`;
    const [has] = await sql.query<{ has: boolean }>('SELECT EXISTS (SELECT 1 FROM files WHERE file_id = $1) AS has', [fileId]);
    if (has?.has) continue;
    const content = await f.make(p);
    const at = `${addDays(SEED_END, -f.daysAgo)} ${String(9 + (i % 8)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}:00`;
    await sql.query(
      `INSERT INTO files (tenant_id, file_id, file_name, mime_type, content, size, kind, uploaded_by, uploaded_at)
       VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4, $5, $6, $7, $8)`,
      [fileId, f.name, f.mime, content, content.length, f.mime.startsWith('image/') ? 'images' : 'attachments', adminId, at],
    );
  }
}

interface Seeded {
  at: string;
  ctx: Ctx;
  action: string;
  recordId: number;
  changes: unknown[];
  /** Who: the administrator unless someone else made the change (a user binding their WeChat). */
  userId?: string;
}

async function seedHistory(sql: Sql, p: TenantProfile, adminId: string): Promise<void> {
  const [has] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM audit_log WHERE resource LIKE 'xtgl.%') AS has`);
  if (has?.has) return;
  const mod = moduleOf('xtgl')!;
  const ctxOf = (key: string): Ctx => ({ mod, resource: mod.resources.find((r) => r.key === key)! });
  const t = tables('xtgl');
  const at = (days: number, time: string) => `${addDays(SEED_END, -days)} ${time}`;
  const entries: Seeded[] = [];
  const created = async (key: string, id: number | undefined, days: number, time: string, userId?: string) => {
    if (id === undefined) return;
    const row = await getRow(sql, ctxOf(key), id);
    if (row) entries.push({ at: at(days, time), ctx: ctxOf(key), action: 'create', recordId: id, changes: changesOf(ctxOf(key), undefined, row), userId });
  };
  const first = async (table: string, where = 'true') => (await sql.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`))[0]?.id;

  // 租户常量: saved once with the old hotline, corrected twelve days before the demo's end.
  const constantId = await first(t.tenantConstant!);
  await created('tenantConstant', constantId, 60, '09:05:12');
  if (constantId !== undefined) {
    const old = p.tenantId === '2' ? '0571-87702300' : '0571-12345';
    const entry = entries.at(-1);
    if (entry) entry.changes = (entry.changes as { field: string; new: unknown }[]).map((c) => (c.field === 'serviceHotline' ? { ...c, new: old } : c));
    const [now] = await sql.query<{ service_hotline: string }>(`SELECT service_hotline FROM ${t.tenantConstant} WHERE id = $1`, [constantId]);
    entries.push({ at: at(12, '16:40:03'), ctx: ctxOf('tenantConstant'), action: 'update', recordId: constantId, changes: [{ field: 'serviceHotline', label: '服务热线', old, new: now?.service_hotline ?? null }] });
  }
  await created('param', await first(t.param!, `param_type_code = 'alarm_threshold' AND parm_code = 'fuel_drop'`), 40, '10:22:41');
  await created('param', await first(t.param!, `param_type_code = 'work_shift' AND parm_code = 'night'`), 52, '14:03:09');
  const booked = await first(t.incomeDetail!, `state = 'booked'`);
  if (booked !== undefined) entries.push({ at: at(30, '11:18:30'), ctx: ctxOf('incomeDetail'), action: 'book', recordId: booked, changes: [{ field: 'state', label: '入账状态', old: '待入账', new: '已入账' }] });
  const disabledApp = await first(t.appInfo!, `status = 'disabled'`);
  if (disabledApp !== undefined) entries.push({ at: at(8, '15:31:47'), ctx: ctxOf('appInfo'), action: 'update', recordId: disabledApp, changes: [{ field: 'status', label: '状态', old: '启用', new: '停用' }] });
  const grid = await first(t.division!, `level = 'grid'`);
  if (grid !== undefined) entries.push({ at: at(21, '09:47:15'), ctx: ctxOf('division'), action: 'update', recordId: grid, changes: [{ field: 'area', label: '面积', old: 1.1, new: 1.2 }] });
  for (const b of await sql.query<{ id: number; days: number; time: string; user_id: string }>(
    `SELECT id, (DATE '${SEED_END}' - bind_time::date) AS days, to_char(bind_time, 'HH24:MI:SS') AS time, user_id FROM ${t.wechatBinding} ORDER BY id`,
  )) await created('wechatBinding', b.id, b.days, b.time, b.user_id);

  entries.sort((a, b) => a.at.localeCompare(b.at));
  for (const e of entries) {
    await sql.query(
      `INSERT INTO audit_log (tenant_id, at, user_id, user_name, table_name, resource, record_id, action, changes)
       VALUES (current_setting('app.tenant_id'), $1::timestamp, $2, COALESCE((SELECT name FROM users WHERE user_id = $2), ''), $3, $4, $5, $6, $7::jsonb)`,
      [e.at, e.userId ?? adminId, tableOf(e.ctx.resource), `xtgl.${e.ctx.resource.key}`, e.recordId, e.action, JSON.stringify(e.changes)],
    );
  }
}

export async function seedShellRows(sql: Sql, p: TenantProfile): Promise<void> {
  const admin = demoUsers.find((u) => u.tenantId === p.tenantId && u.systems === 'all') ?? demoUsers.find((u) => u.tenantId === p.tenantId && u.systems !== 'all' && u.systems.includes('xtgl'));
  if (!admin) return;
  await seedFiles(sql, p, admin.userId);
  await seedHistory(sql, p, admin.userId);
}

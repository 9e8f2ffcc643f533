/**
 * 安全生产's document library of one tenant: the category tree and the safety files, each with
 * one attachment (a small PDF in the tenant's `files` rows, so 下载 answers a real file), dated
 * back from SEED_END; a few have run out or run out soon (有效期至).
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { addDays } from '../../seed/seed-util';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

/** [code, name, parent code]. */
const CATEGORIES: readonly (readonly [string, string, string | null])[] = [
  ['ZD', '安全管理制度', null], ['ZD-01', '综合管理制度', 'ZD'], ['ZD-02', '岗位安全责任制', 'ZD'],
  ['GC', '安全操作规程', null], ['GC-01', '车辆作业规程', 'GC'], ['GC-02', '设备操作规程', 'GC'],
  ['YA', '应急预案', null], ['ZZ', '证照资质', null], ['TZ', '上级文件', null],
];

/** [category code, type, title]. */
const FILES: readonly (readonly [string, string, string])[] = [
  ['ZD-01', 'regulation', '安全生产责任制管理办法'], ['ZD-01', 'regulation', '安全生产教育培训制度'], ['ZD-01', 'regulation', '隐患排查治理制度'],
  ['ZD-01', 'regulation', '安全生产奖惩办法'], ['ZD-02', 'regulation', '驾驶员安全责任书'], ['ZD-02', 'regulation', '保洁员岗位安全职责'],
  ['ZD-02', 'regulation', '班组长安全生产职责'], ['GC-01', 'procedure', '压缩式垃圾车安全操作规程'], ['GC-01', 'procedure', '餐厨垃圾车作业规程'],
  ['GC-01', 'procedure', '夜间道路作业安全规程'], ['GC-01', 'procedure', '洗扫车安全操作规程'], ['GC-02', 'procedure', '中转站压缩设备操作规程'],
  ['GC-02', 'procedure', '高压清洗机安全操作规程'], ['GC-02', 'procedure', '配电房安全操作规程'], ['YA', 'plan', '生产安全事故综合应急预案'],
  ['YA', 'plan', '防汛防台专项应急预案'], ['YA', 'plan', '火灾事故现场处置方案'], ['YA', 'plan', '道路交通事故应急预案'],
  ['YA', 'plan', '有限空间作业应急处置方案'], ['ZZ', 'license', '安全生产标准化三级证书'], ['ZZ', 'license', '道路运输经营许可证'],
  ['ZZ', 'license', '特种设备使用登记证'], ['ZZ', 'license', '消防安全检查合格证'], ['TZ', 'notice', '关于开展安全生产月活动的通知'],
  ['TZ', 'notice', '关于做好冬季安全生产工作的通知'], ['TZ', 'notice', '关于加强环卫作业人员道路安全防护的通知'], ['TZ', 'notice', '关于开展消防安全专项检查的通知'],
  ['ZD-01', 'regulation', '安全生产会议制度'], ['GC-02', 'procedure', '电动三轮车安全使用规定'], ['ZZ', 'other', '安全生产责任险保单'],
];

/** A one-page PDF whose text is the file's title in ASCII (the demo's attachment). */
function pdfOf(n: number): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%safety-file-${n}\n%%EOF\n`);
}

export async function seedLibrary(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('aqsc');
  if (await seedTable(sql, t.fileCategory, `INSERT INTO ${t.fileCategory} (tenant_id, code, name) SELECT ${TID}, x[1], x[2] FROM jsonb_to_recordset($1::jsonb) AS r(x text[])`, [JSON.stringify(CATEGORIES.map((x) => ({ x })))])) {
    await sql.query(`UPDATE ${t.fileCategory} c SET parent_id = p.id FROM ${t.fileCategory} p, jsonb_to_recordset($1::jsonb) AS r(x text[]) WHERE c.code = r.x[1] AND p.code = r.x[3]`, [JSON.stringify(CATEGORIES.map((x) => ({ x })))]);
  }
  const [{ has }] = (await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${t.file}) AS has`)) as [{ has: boolean }];
  if (has) return;
  const count = p.tenantId === '1' ? FILES.length : 16;
  const rows = FILES.slice(0, count).map(([category, type, title], i) => {
    const published = addDays(SEED_END, -(20 + ((i * 53) % 700)));
    // Licences and plans run for three years; one in seven has run out and two run out within a month.
    const validTo = type === 'license' || type === 'plan' ? addDays(published, 1095) : i % 7 === 3 ? addDays(SEED_END, -(10 + i)) : i % 11 === 5 ? addDays(SEED_END, 12 + i) : null;
    const state = validTo !== null && validTo < SEED_END ? 'abolished' : i % 9 === 4 ? 'revising' : 'effective';
    return { i, category, type, title, published, validTo, state, fileId: `aqsc-${p.tenantId}-${String(i + 1).padStart(3, '0')}`, code: `AQ-${published.slice(0, 4)}-${String(i + 1).padStart(3, '0')}` };
  });
  for (const r of rows) {
    await sql.query(`INSERT INTO files (tenant_id, file_id, file_name, mime_type, content, size, kind, uploaded_by) VALUES (${TID}, $1, $2, 'application/pdf', $3, $4, 'attachments', 'seed') ON CONFLICT DO NOTHING`,
      [r.fileId, `${r.title}.pdf`, pdfOf(r.i), pdfOf(r.i).length]);
  }
  await sql.query(
    `WITH c AS (SELECT array_agg(id ORDER BY (name LIKE '%安全%') DESC, code) a FROM ${tables('platform').department})
     INSERT INTO ${t.file} (tenant_id, code, title, category_id, file_type, dept_id, publish_date, valid_to, state, keywords, attachments)
     SELECT ${TID}, x.code, x.title, k.id, x.type, c.a[CASE WHEN x.i % 3 = 0 THEN 2 ELSE 1 END], x.published::date, x.valid_to::date, x.state, left(x.title, 4), x.file_id
       FROM jsonb_to_recordset($1::jsonb) AS x(i int, code text, title text, category text, type text, published text, valid_to text, state text, file_id text)
       JOIN ${t.fileCategory} k ON k.code = x.category, c`,
    [JSON.stringify(rows.map((r) => ({ i: r.i, code: r.code, title: r.title, category: r.category, type: r.type, published: r.published, valid_to: r.validTo, state: r.state, file_id: r.fileId })))],
  );
}

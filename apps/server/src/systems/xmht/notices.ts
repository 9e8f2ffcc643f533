/**
 * 项目合同's shell notices (decision 0104; system notices, decision 0302): one for the contracts
 * expiring within the reminder's days and one for those past their end while still performing,
 * shown only to users who hold 项目合同. The notice list brings them up to date before reading
 * (ServerSystem.notices): a notice whose figures changed is replaced, an unchanged one keeps its
 * read state.
 */
import type { Sql } from '../../db/types';
import { expiringContracts, remindDays } from './expiry';

const SYSTEM = 'xmht';

export async function refreshNotices(sql: Sql): Promise<void> {
  const { days, notice } = await remindDays(sql);
  const rows = notice ? await expiringContracts(sql, days) : [];
  const soon = rows.filter((r) => r.level === 'soon');
  const expired = rows.filter((r) => r.level === 'expired');
  const names = (list: typeof rows) => list.slice(0, 3).map((r) => `${r.name}（${r.endDate}）`).join('、') + (list.length > 3 ? ` 等 ${list.length} 份` : '');
  const wanted: { id: string; title: string; content: string; level: 'info' | 'warning' }[] = [];
  if (soon.length) {
    wanted.push({
      id: `xmht-soon-${soon.length}-${soon[0]!.endDate}`, level: 'warning', title: `${soon.length} 份合同将在 ${days} 天内到期`,
      content: `${names(soon)}将在 ${days} 天内到期，请及时办理续签或完结。明细见“项目合同 → 统计报表 → 到期提醒”。`,
    });
  }
  if (expired.length) {
    wanted.push({
      id: `xmht-expired-${expired.length}-${expired[0]!.endDate}`, level: 'warning', title: `${expired.length} 份合同已到期仍在履行`,
      content: `${names(expired)}已过到期日期但仍为履行中，请核实是否续签、完结或终止。明细见“项目合同 → 统计报表 → 到期提醒”。`,
    });
  }
  await sql.query(`DELETE FROM notices WHERE system_code = $1 AND NOT (notice_id = ANY($2::text[]))`, [SYSTEM, wanted.map((w) => w.id)]);
  for (const w of wanted) {
    await sql.query(
      `INSERT INTO notices (tenant_id, notice_id, title, content, level, system_code) VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id, notice_id) DO NOTHING`,
      [w.id, w.title, w.content, w.level, SYSTEM],
    );
  }
}

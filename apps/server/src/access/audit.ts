/**
 * Role and user changes in the audit trail (migration 0009), beside the catalogue resources'
 * changes: who changed which role or user, when, and what (by label).
 */
import type { Sql } from '../db/types';

const LABELS: Record<string, string> = { name: '角色名称', dataScope: '数据范围', users: '人员', roleIds: '角色', deptId: '部门' };
const TABLES = { role: { table: 'roles', resource: 'xtgl.role' }, user: { table: 'users', resource: 'xtgl.user' } } as const;

export async function auditAccess(sql: Sql, actor: string, kind: keyof typeof TABLES, id: number | string, action: string, values: Record<string, string>): Promise<void> {
  const changes = Object.entries(values).map(([field, value]) => ({ field, label: LABELS[field] ?? field, old: null, new: value }));
  const recordId = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : null;
  await sql.query(
    `INSERT INTO audit_log (tenant_id, user_id, user_name, table_name, resource, record_id, action, changes)
     VALUES (current_setting('app.tenant_id'), $1, COALESCE((SELECT name FROM users WHERE user_id = $1), ''), $2, $3, $4, $5, $6::jsonb)`,
    [actor, TABLES[kind].table, TABLES[kind].resource, recordId, action, JSON.stringify(changes)],
  );
}

/** Database roles created by migration 0002 (roles are cluster-wide in PostgreSQL). */
export const APP_ROLE = 'sanitation_app';

const TENANT_ID = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * Statements that start a tenant-scoped transaction. Both settings are LOCAL, so they end
 * with the transaction and never leak into the next request on a pooled connection.
 * The tenant id is checked against a strict pattern before it is inlined.
 */
export function scopeStatements(tenantId: string | null): string {
  const role = `SET LOCAL ROLE ${APP_ROLE}`;
  if (tenantId === null) return role;
  if (!TENANT_ID.test(tenantId)) throw new Error('invalid tenant id');
  return `${role}; SET LOCAL app.tenant_id = '${tenantId}'`;
}

export { AuditTrail, type AuditChange, type AuditEntry, type AuditTrailProps } from './AuditTrail';

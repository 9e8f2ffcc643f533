/**
 * Field kinds beyond one scalar: several enum options (multiEnum), several rows of another
 * resource (lookupMany), a time of day (time), and a lookup whose options depend on another
 * field (cascade). Stored as PostgreSQL arrays (text[] / integer[]): docs/decisions/0112.
 */

/** A lookup whose target must sit under the record's parent field (区域 → 部门). */
export interface CascadeSource {
  /** The record's own field holding the parent value (a lookup or enum). */
  parent: string;
  /** The target's field that must equal the parent value. */
  via: string;
}

/** HH:mm, 00:00–23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** At most this many values in one multi-valued field. */
export const MAX_MANY = 200;

/** Types whose value is a list. */
export function isMany(type: string): type is 'multiEnum' | 'lookupMany' {
  return type === 'multiEnum' || type === 'lookupMany';
}

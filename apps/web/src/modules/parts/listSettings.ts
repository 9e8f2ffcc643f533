/**
 * A user's settings of one resource list (issue 15), kept on the server under
 * `list:<system>.<resource>`: hidden columns, column order, widths, pinning and density. Stored
 * values are checked against today's catalogue (columns come and go); key columns
 * (`important`) are always shown.
 */
import type { ColumnSetting } from '../../../../../src/components/DataTable';
import type { Size } from '../../../../../src/components/types';
import { fieldsIn, fieldTitle, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';
import { usePreference } from '../../preferences';

export interface ListPrefs {
  hidden?: string[];
  order?: string[];
  widths?: Record<string, number>;
  /** A column's pinning; `null` unpins a column the catalogue pins. */
  pinned?: Record<string, 'start' | 'end' | null>;
  density?: Size;
}

export const listPrefKey = (r: ResourceDefinition) => `list:${r.system}.${r.key}`;

const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);

/** What was stored, kept only where it still makes sense. */
export function parseListPrefs(raw: unknown): ListPrefs | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const o = raw as Record<string, unknown>;
  const out: ListPrefs = {};
  out.hidden = strings(o.hidden);
  out.order = strings(o.order);
  if (o.widths && typeof o.widths === 'object') {
    out.widths = Object.fromEntries(Object.entries(o.widths as Record<string, unknown>).filter(([, w]) => typeof w === 'number' && w >= 40 && w <= 1200)) as Record<string, number>;
  }
  if (o.pinned && typeof o.pinned === 'object') {
    out.pinned = Object.fromEntries(Object.entries(o.pinned as Record<string, unknown>).filter(([, p]) => p === 'start' || p === 'end' || p === null)) as ListPrefs['pinned'];
  }
  if (o.density === 'sm' || o.density === 'md' || o.density === 'lg') out.density = o.density;
  return out;
}

/** The list's columns in the user's order (new catalogue columns at their catalogue place, after). */
export function orderedColumns(resource: ResourceDefinition, prefs: ListPrefs): FieldDefinition[] {
  const fields = fieldsIn(resource.fields, 'column');
  const order = (prefs.order ?? []).filter((key) => fields.some((f) => f.key === key));
  return [...order.map((key) => fields.find((f) => f.key === key)!), ...fields.filter((f) => !order.includes(f.key))];
}

export function pinOf(f: FieldDefinition, prefs: ListPrefs): 'start' | 'end' | undefined {
  const saved = prefs.pinned?.[f.key];
  if (saved !== undefined) return saved ?? undefined;
  return f.pin;
}

export const isVisible = (f: FieldDefinition, prefs: ListPrefs) => Boolean(f.important) || !(prefs.hidden ?? []).includes(f.key);

/** The settings panel's rows. */
export function columnSettings(resource: ResourceDefinition, prefs: ListPrefs): ColumnSetting[] {
  return orderedColumns(resource, prefs).map((f) => ({ id: f.key, title: fieldTitle(f), visible: isVisible(f, prefs), pinned: pinOf(f, prefs), locked: Boolean(f.important) }));
}

/** The panel's rows back into settings (only what differs from the catalogue is pinned down). */
export function fromColumnSettings(resource: ResourceDefinition, prefs: ListPrefs, rows: readonly ColumnSetting[]): ListPrefs {
  const byKey = new Map(resource.fields.map((f) => [f.key, f]));
  const pinned: Record<string, 'start' | 'end' | null> = {};
  for (const row of rows) {
    const f = byKey.get(row.id);
    if (f && (row.pinned ?? undefined) !== f.pin) pinned[row.id] = row.pinned ?? null;
  }
  return { ...prefs, order: rows.map((r) => r.id), hidden: rows.filter((r) => !r.visible && !r.locked).map((r) => r.id), pinned };
}

export function useListSettings(resource: ResourceDefinition) {
  const [prefs, setPrefs, state] = usePreference<ListPrefs>(listPrefKey(resource), {}, parseListPrefs);
  return { prefs, setPrefs, saved: state.saved, reset: state.reset, loading: state.loading };
}

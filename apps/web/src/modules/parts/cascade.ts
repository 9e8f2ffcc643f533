/** Cascading selects: a lookup's options narrowed to those under the value chosen in its parent field. */
import type { FieldDefinition } from '../../../../catalogue/src';
import type { Option } from './fieldControls';

export type CascadeOption = Option & { parent?: string };

/** The options of `f` given the form's values: all until the parent is chosen, then only its children. */
export function cascadeOptions(f: FieldDefinition, options: readonly CascadeOption[] | undefined, values: Record<string, unknown>): Option[] {
  const list = [...(options ?? [])];
  if (!f.cascade) return list;
  const parent = values[f.cascade.parent];
  if (parent === null || parent === undefined || parent === '') return list;
  return list.filter((o) => o.parent === String(parent));
}

/** Options of the enum and lookup fields of a resource (lookups load once per list). */
import { useEffect, useState } from 'react';
import { findEnum, lookupTarget, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';
import { useModuleData } from '../dataSource';
import type { Option } from './fieldControls';

export type OptionsByField = Record<string, Option[]>;

export function enumOptions(system: string, f: FieldDefinition): Option[] {
  return findEnum(system, f.enum ?? '')?.options.map((o) => ({ value: o.value, label: o.label })) ?? [];
}

/** `only` limits the fields (a report loads the options of its filters alone). */
export function useLookups(resource: ResourceDefinition | undefined, only?: readonly string[]): OptionsByField {
  const data = useModuleData();
  const [options, setOptions] = useState<OptionsByField>({});
  const onlyKey = only?.join(',');
  useEffect(() => {
    if (!resource) return;
    let live = true;
    const fields = resource.fields.filter((f) => !onlyKey || onlyKey.split(',').includes(f.key));
    const base: OptionsByField = {};
    for (const f of fields) if (f.type === 'enum' || f.type === 'multiEnum') base[f.key] = enumOptions(resource.system, f);
    setOptions(base);
    for (const f of fields.filter((x) => x.type === 'lookup' || x.type === 'lookupMany')) {
      const target = lookupTarget(resource.system, f);
      // A cascading lookup's options carry their parent value (the form shows those under the chosen one).
      data.options(target, f.cascade?.via).then(
        (list) => live && setOptions((old) => ({ ...old, [f.key]: list.map((o) => ({ value: String(o.id), label: o.label, ...(o.parent != null ? { parent: String(o.parent) } : {}) })) })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [resource, onlyKey, data]);
  return options;
}

/** Options of every enum and lookup field of a resource (lookups load once per page). */
import { useEffect, useState } from 'react';
import { moduleOf, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';
import { resourceApi } from '../api';
import type { Option } from './controls';

export type OptionsByField = Record<string, Option[]>;

export function enumOptions(system: string, f: FieldDefinition): Option[] {
  return moduleOf(system)?.enums.find((e) => e.code === f.enum)?.options.map((o) => ({ value: o.value, label: o.label })) ?? [];
}

export function useLookups(resource: ResourceDefinition): OptionsByField {
  const [options, setOptions] = useState<OptionsByField>({});
  useEffect(() => {
    let live = true;
    const mod = moduleOf(resource.system)!;
    const base: OptionsByField = {};
    for (const f of resource.fields) if (f.type === 'enum') base[f.key] = enumOptions(resource.system, f);
    setOptions(base);
    for (const f of resource.fields.filter((x) => x.type === 'lookup')) {
      const target = mod.resources.find((r) => r.key === f.lookup!.resource)!;
      resourceApi.options(target).then(
        (list) => live && setOptions((old) => ({ ...old, [f.key]: list.map((o) => ({ value: String(o.id), label: o.label })) })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [resource]);
  return options;
}

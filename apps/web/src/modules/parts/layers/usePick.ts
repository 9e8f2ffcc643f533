/** The record picked above a layers map (a route): its choices, the current one (the first by default) and the filter it makes. */
import { useEffect, useMemo, useState } from 'react';
import type { FieldDefinition, LayersMapPage, ResourceDefinition } from '../../../../../catalogue/src';
import { useModuleData } from '../../dataSource';
import { resourceOf } from '../../pageContext';
import { useLookups } from '../useLookups';

export interface Pick {
  field: FieldDefinition;
  options: { value: string; label: string }[];
  value: string | null;
  choose: (value: string) => void;
  /** `{ routeId: '3' }` for the calls; undefined until there is a choice. */
  filter: Record<string, string> | undefined;
}

type Option = { value: string; label: string };

const MAX_RECORDS = 500;

/** `records`: the values the field holds in the resource's own rows (with their labels), each once. */
function useRecordOptions(resource: ResourceDefinition | undefined, field: string | undefined, enabled: boolean): Option[] {
  const source = useModuleData();
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (!enabled || !resource || !field) return;
    let live = true;
    source.list(resource, { pageNum: 1, pageSize: MAX_RECORDS }).then((answer) => {
      const seen = new Map<string, string>();
      for (const row of answer.rows) {
        const value = row[field];
        if (value === null || value === undefined || value === '') continue;
        if (!seen.has(String(value))) seen.set(String(value), String(row[`${field}Label`] ?? value));
      }
      if (live) setOptions([...seen].map(([value, label]) => ({ value, label })));
    }, () => live && setOptions([]));
    return () => { live = false; };
  }, [source, resource, field, enabled]);
  return options;
}

export function usePick(system: string, page: LayersMapPage | null): Pick | null {
  const spec = page?.pick;
  const resource = spec ? resourceOf(system, spec.resource) : undefined;
  const only = useMemo(() => (spec && !spec.records ? [spec.field] : []), [spec]);
  const lookupOptions = useLookups(resource, only)[spec?.field ?? ''] ?? [];
  const recordOptions = useRecordOptions(resource, spec?.field, Boolean(spec?.records));
  const options = spec?.records ? recordOptions : lookupOptions;
  const [chosen, choose] = useState<string | null>(null);
  const value = chosen ?? options[0]?.value ?? null;
  const filter = useMemo(() => (spec && value ? { [spec.field]: value } : undefined), [spec, value]);
  if (!spec || !resource) return null;
  return { field: resource.fields.find((f) => f.key === spec.field)!, options, value, choose, filter };
}

/** The record picked above a layers map (a route): its choices, the current one (the first by default) and the filter it makes. */
import { useMemo, useState } from 'react';
import type { FieldDefinition, LayersMapPage } from '../../../../../catalogue/src';
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

export function usePick(system: string, page: LayersMapPage | null): Pick | null {
  const spec = page?.pick;
  const resource = spec ? resourceOf(system, spec.resource) : undefined;
  const only = useMemo(() => (spec ? [spec.field] : []), [spec]);
  const options = useLookups(resource, only)[spec?.field ?? ''] ?? [];
  const [chosen, choose] = useState<string | null>(null);
  const value = chosen ?? options[0]?.value ?? null;
  const filter = useMemo(() => (spec && value ? { [spec.field]: value } : undefined), [spec, value]);
  if (!spec || !resource) return null;
  return { field: resource.fields.find((f) => f.key === spec.field)!, options, value, choose, filter };
}

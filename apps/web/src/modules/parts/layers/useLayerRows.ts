/**
 * The rows of every layer of a layers map: a resource's records (its list call) or a report's rows
 * of the page's period, each capped at the list call's largest page (the caption says when).
 */
import { useEffect, useState } from 'react';
import { moduleOf, type EnumOption, type LayersMapPage, type MapLayer, type ReportDefinition, type ResourceDefinition } from '../../../../../catalogue/src';
import { useModuleData, type Row } from '../../dataSource';
import { reportOf, resourceOf } from '../../pageContext';
import type { DateRange } from '../ReportView';

export const MAX_ROWS = 500;

export interface LoadedLayer {
  layer: MapLayer;
  /** The switch's and the tab's name. */
  label: string;
  resource?: ResourceDefinition;
  report?: ReportDefinition;
  options: readonly EnumOption[];
  rows: Row[];
  total: number;
  labelOf: (row: Row) => string;
}

function enumOptions(system: string, code: string | undefined): readonly EnumOption[] {
  return code ? moduleOf(system)?.enums.find((e) => e.code === code)?.options ?? [] : [];
}

/** The layer's definitions, before its rows arrive. */
export function describeLayer(system: string, layer: MapLayer): Omit<LoadedLayer, 'rows' | 'total'> {
  if (layer.resource) {
    const resource = resourceOf(system, layer.resource);
    const stateEnum = layer.stateEnum ?? resource.fields.find((f) => f.key === layer.state)?.enum;
    const labelKey = layer.labelKey ?? resource.labelField;
    return { layer, resource, label: layer.label ?? resource.name, options: enumOptions(system, stateEnum), labelOf: (row) => `${layer.label ?? resource.name} ${String(row[labelKey] ?? '')}` };
  }
  const report = reportOf(system, layer.report!);
  const labelKey = layer.labelKey ?? 'name';
  return { layer, report, label: layer.label ?? report.title, options: enumOptions(system, layer.stateEnum), labelOf: (row) => String(row[labelKey] ?? '') };
}

/** null while loading, 'failed' when a layer failed (the caption says so instead of counting nothing). */
export function useLayerRows(system: string, page: LayersMapPage, range: DateRange | null): LoadedLayer[] | null | 'failed' {
  const source = useModuleData();
  const [state, setState] = useState<LoadedLayer[] | null | 'failed'>(null);
  useEffect(() => {
    if (!range) return;
    let live = true;
    setState(null);
    Promise.all(page.layers.map(async (layer) => {
      const d = describeLayer(system, layer);
      const answer = d.resource
        ? await source.list(d.resource, { pageNum: 1, pageSize: MAX_ROWS })
        : await source.report(d.report!, { ...range, pageNum: 1, pageSize: MAX_ROWS });
      return { ...d, rows: answer.rows, total: answer.total };
    })).then((all) => live && setState(all), () => live && setState('failed'));
    return () => { live = false; };
  }, [source, system, page, range]);
  return state;
}

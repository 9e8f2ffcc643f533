/** The DataTable columns of a resource list in the user's order, pinning and visibility (issue 15). */
import type { ColumnVisibilityState, DataTableColumn } from '../../../../../src/components/DataTable';
import { fieldTitle, type FieldDefinition, type ResourceDefinition } from '../../../../catalogue/src';
import type { Row } from '../dataSource';
import { columnWidth, DisplayValue, isNumeric } from './display';
import { isVisible, orderedColumns, pinOf, type ListPrefs } from './listSettings';

/** Stored fields sort on the server (sortField); every column of the catalogue is stored. */
export function listColumns(resource: ResourceDefinition, prefs: ListPrefs): DataTableColumn<Row>[] {
  return orderedColumns(resource, prefs).map((f) => ({
    id: f.key,
    header: fieldTitle(f),
    accessorFn: (row: Row) => row[f.key],
    cell: ({ row }: { row: { original: Row } }) => <DisplayValue system={resource.system} field={f} row={row.original} />,
    enableSorting: true,
    // Key columns cannot be hidden (the catalogue says they must stay in view).
    enableHiding: !f.important,
    size: columnWidth(f, resource.system, resource.labelField),
    meta: { align: isNumeric(f) ? 'end' : 'start', title: f.label, pin: pinOf(f, prefs) },
  }));
}

export function listVisibility(resource: ResourceDefinition, prefs: ListPrefs): ColumnVisibilityState {
  return Object.fromEntries(orderedColumns(resource, prefs).map((f: FieldDefinition) => [f.key, isVisible(f, prefs)]));
}

/** The visible columns in display order (pinned at the start first, as the table shows them). */
export function shownColumns(resource: ResourceDefinition, prefs: ListPrefs): FieldDefinition[] {
  const visible = orderedColumns(resource, prefs).filter((f) => isVisible(f, prefs));
  return [...visible.filter((f) => pinOf(f, prefs) === 'start'), ...visible.filter((f) => !pinOf(f, prefs)), ...visible.filter((f) => pinOf(f, prefs) === 'end')];
}

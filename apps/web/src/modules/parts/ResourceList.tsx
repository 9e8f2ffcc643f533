/** The generic resource list: search, table with paging (10), selection, CRUD, export, import, actions. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Card } from '../../../../../src/components/Card';
import { ColumnSettingsButton, DataTable, type PaginationState, type RowSelectionState, type SortingState } from '../../../../../src/components/DataTable';
import { confirm } from '../../../../../src/components/Dialog';
import { message } from '../../../../../src/components/Message';
import { t } from '../../../../../src/i18n';
import { fieldsIn, type ResourceDefinition, type StateAction } from '../../../../catalogue/src';
import { useModuleData, type Row } from '../dataSource';
import { resourceOf } from '../pageContext';
import { DetailDrawer } from './DetailDrawer';
import { deleteConfirmContent } from './DeleteConfirm';
import { recordName } from './display';
import { FilterForm, type Filters } from './FilterForm';
import { filterWords } from './filterWords';
import { listColumns, listVisibility, shownColumns } from './listColumns';
import { columnSettings, fromColumnSettings, useListSettings } from './listSettings';
import { PrintView } from './PrintView';
import { linkWidth, RowActions, rowActionsWidth, type RowAction } from './RowActions';
import { SavedQueries } from './SavedQueries';
import { ImportDialog } from './ImportDialog';
import { RecordDialog } from './RecordDialog';
import { FileResourceContext } from './workflow/FileField';
import { DocumentDialog } from './lines/DocumentDialog';
import { ExportButton, ExportProgress } from './ExportControl';
import { useExport } from './useExport';
import { useLookups } from './useLookups';
import { usePageAddress } from '../pageAddress';
import { formValuesOf, readListAddress, writeListAddress } from './listAddress';
import { countdownColumn } from './workflow/countdown';
import { RowTransitions } from './workflow/RowTransitions';
import { useResourceCan } from '../permissions';

const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.md};`;
const Selected = styled.span`color: ${(p) => p.theme.color.text.secondary}; white-space: nowrap;`;

/** The list scrolls under a header that stays in view (issue 15), within the page's height. */
const LIST_MAX_HEIGHT = 'max(420px, calc(100vh - 300px))';

type Dialogs = { kind: 'edit'; row?: Row } | { kind: 'action'; action: StateAction; row: Row } | { kind: 'import' } | null;

const EMPTY_WIDTHS: Record<string, number> = {};

/** The list call's order: the clicked column (server-side sort, issue 15), else the resource's. */
function sortPayload(sorting: SortingState): Record<string, string> {
  const first = sorting[0];
  return first ? { sortField: first.id, sortOrder: first.desc ? 'desc' : 'asc' } : {};
}

/** The address's sort ("<field>" or "-<field>") as the table's sorting state, and back. */
const sortingOf = (sort?: string): SortingState => (sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : []);
const addressSort = (sorting: SortingState): string | undefined => (sorting[0] ? `${sorting[0].desc ? '-' : ''}${sorting[0].id}` : undefined);

/** `fixedFilters` scope the list (tree selection), leave the search form and prefill new records. */
export function ResourceList({ resource, fixedFilters }: { resource: ResourceDefinition; fixedFilters?: Filters }) {
  const data = useModuleData();
  // Operations the resource offers and the user's role grants (decision 0330).
  const allowed = useResourceCan(resource);
  const ops = { has: allowed.op };
  const actions = (resource.actions ?? []).filter((a) => allowed.action(a));
  const options = useLookups(resource);
  const address = usePageAddress();
  // Filters, sort and page come from the tab's address and go back into it (bookmarks, new windows).
  const [start] = useState(() => readListAddress(address.initial, fieldsIn(resource.fields, 'filter')));
  const [filters, setFilters] = useState<Filters>(start.filters);
  const [applied, setApplied] = useState<Filters>();
  const [sorting, setSorting] = useState<SortingState>(() => sortingOf(start.sort));
  const [printing, setPrinting] = useState(false);
  const { prefs, setPrefs, saved: customised, reset: resetSettings } = useListSettings(resource);
  const stopPrinting = useCallback(() => setPrinting(false), []);
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: start.pageIndex, pageSize: start.pageSize });
  const [answer, setAnswer] = useState<{ rows: Row[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const exporter = useExport();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const next = await data.list(resource, { ...filters, ...fixedFilters, ...sortPayload(sorting), pageNum: paging.pageIndex + 1, pageSize: paging.pageSize });
      setAnswer({ rows: next.rows, total: next.total });
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [data, resource, filters, fixedFilters, paging, sorting]);
  useEffect(() => void load(), [load]);
  const { update } = address;
  const sort = addressSort(sorting);
  useEffect(() => update(writeListAddress({ filters, pageIndex: paging.pageIndex, pageSize: paging.pageSize, sort })), [update, filters, paging, sort]);

  const selectedIds = Object.keys(selection).filter((k) => selection[k]).map(Number);
  const canSelect = ops.has('batchDelete') || ops.has('export') || actions.some((a) => a.scope === 'selection');
  const filterFields = useMemo(() => fieldsIn(resource.fields, 'filter').filter((f) => !(fixedFilters && f.key in fixedFilters)), [resource, fixedFilters]);

  async function remove(ids: number[]) {
    // What goes with them (cascades), or why it cannot: asked of the server before confirming.
    const preview = data.deletePreview ? await data.deletePreview(resource, ids).catch(() => null) : null;
    if (preview?.refused) return void message.error(preview.refused);
    const label = ids.length === 1 ? recordName(resource, answer.rows.find((r) => r.id === ids[0]) ?? { id: ids[0] }) : '';
    const ok = await confirm({
      title: ids.length > 1 ? t('modules.deleteManyConfirm', { count: ids.length, name: resource.name }) : t('modules.deleteConfirm', { name: resource.name }),
      content: deleteConfirmContent(resource, ids.length, label, preview), tone: 'error', okText: t('modules.delete'),
      onOk: () => data.remove(resource, ids),
    });
    if (!ok) return;
    void message.success(t('modules.deleted', { count: ids.length }));
    setSelection({});
    void load();
  }

  async function runAction(action: StateAction, row?: Row) {
    if (action.kind === 'form') return setDialog({ kind: 'action', action, row: row! });
    const payload = action.scope === 'row' ? { id: row!.id } : action.scope === 'selection' ? { ids: selectedIds.join(',') } : {};
    // A download saves the file the call answers, with the export's progress; nothing changes, so no reload.
    if (action.kind === 'download') return data.downloadAction && exporter.run((p) => data.downloadAction!(resource, action, payload, p), t('modules.downloadDone'));
    if (action.confirm) {
      const ok = await confirm({ title: action.confirm, okText: action.label, onOk: () => data.action(resource, action, payload) });
      if (!ok) return;
    } else await data.action(resource, action, payload);
    void message.success(t('modules.saved'));
    void load();
  }

  const columns = useMemo(() => [...listColumns(resource, prefs), ...(resource.workflow ? [countdownColumn(resource)] : [])], [resource, prefs]);
  const visibility = useMemo(() => listVisibility(resource, prefs), [resource, prefs]);

  // State changes of one row: those that would change nothing (恢复合作 of a unit in 正常) are left out.
  const rowStateActions = actions.filter((a) => a.scope === 'row');
  const applies = (a: StateAction, row: Row) =>
    (!a.from || a.from.values.includes(String(row[a.from.field]))) && !(a.kind === 'set' && a.set && Object.entries(a.set).every(([k, v]) => row[k] === v));
  // Workflow records: edits and deletes only where the server allows them (row.editable, row.deletable).
  const changeable = (row?: Row) => !resource.workflow || !row || row.deletable === true;
  const editable = (row?: Row) => !resource.workflow || !row || (row.editable ?? row.deletable) === true;
  const actionsOf = (row?: Row): RowAction[] => [
    { key: 'view', label: t('modules.view'), onSelect: () => row && setDetail(row) },
    ...(ops.has('edit') && editable(row) ? [{ key: 'edit', label: t('modules.edit'), onSelect: () => row && setDialog({ kind: 'edit', row }) }] : []),
    ...rowStateActions.filter((a) => !row || applies(a, row)).map((a) => ({ key: a.key, label: a.label, onSelect: () => row && void runAction(a, row) })),
    ...(ops.has('delete') && changeable(row) ? [{ key: 'delete', label: t('modules.delete'), danger: true, onSelect: () => row && void remove([row.id]) }] : []),
  ];
  // A workflow's allowed steps follow 详情 (one link, or 处置 with the steps under it).
  const rowActions = (row: Row) => (
    <RowActions actions={actionsOf(row)} lead={resource.workflow && <RowTransitions resource={resource} row={row} onDone={() => void load()} />} />
  );
  // Wide enough for the row with the most actions (at most two links and 更多, plus 处置).
  const actionsWidth = rowActionsWidth(actionsOf().map((a) => a.label)) + (resource.workflow ? linkWidth(t('workflow.handle')) : 0);

  const toolbar = (
    <>
      {ops.has('create') && <Button variant="primary" icon="plus" onClick={() => setDialog({ kind: 'edit' })}>{t('modules.create')}</Button>}
      {ops.has('batchDelete') && <Button variant="danger" icon="delete" disabled={!selectedIds.length} onClick={() => void remove(selectedIds)}>{t('modules.batchDelete')}</Button>}
      {actions.filter((a) => a.scope !== 'row').map((a) => (
        <Button key={a.key} icon={a.kind === 'download' ? 'download' : undefined} disabled={(a.scope === 'selection' && !selectedIds.length) || (a.kind === 'download' && exporter.percent !== null)}
          onClick={() => void runAction(a)}>{a.label}</Button>
      ))}
      {ops.has('export') && (
        <ExportButton exporter={exporter} start={(p) => data.exportList(resource, { ...(selectedIds.length ? { ids: selectedIds.join(',') } : { ...filters, ...fixedFilters }), ...sortPayload(sorting) }, p)}>
          {selectedIds.length ? t('modules.exportSelected') : t('modules.export')}
        </ExportButton>
      )}
      {ops.has('import') && <Button icon="upload" onClick={() => setDialog({ kind: 'import' })}>{t('modules.import')}</Button>}
      {filterFields.length > 0 && <SavedQueries resource={resource} current={filters} onApply={applyQuery} />}
      <Button icon="file" onClick={() => setPrinting(true)} disabled={!answer.rows.length}>{t('lists.print')}</Button>
      {selectedIds.length > 0 && (
        <>
          <Selected role="status">{t('lists.selectedCount', { count: selectedIds.length })}</Selected>
          <Button size="sm" variant="link" onClick={() => setSelection({})}>{t('lists.clearSelection')}</Button>
        </>
      )}
      <ExportProgress exporter={exporter} />
      <ColumnSettingsButton columns={columnSettings(resource, prefs)} onChange={(rows) => setPrefs(fromColumnSettings(resource, prefs, rows))}
        density={prefs.density ?? 'md'} onDensityChange={(density) => setPrefs({ ...prefs, density })}
        resetDisabled={!customised} onReset={() => void resetSettings().then(() => message.success(t('lists.columnsResetDone')))} />
    </>
  );

  function applyQuery(next: Filters) {
    setApplied(next);
    setFilters(next);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  }

  // File fields upload to this resource's own `upload` call (any resource, not only workflows).
  return (
    <FileResourceContext.Provider value={resource}>
      <Stack>
        {filterFields.length > 0 && (
          <Card title={t('modules.searchOf', { name: resource.name })} size="sm">
            <FilterForm fields={filterFields} options={options} defaults={formValuesOf(filterFields, start.filters)} aria-label={t('modules.searchOf', { name: resource.name })} applied={applied}
              onSearch={(next) => { setFilters(next); setPaging((p) => ({ ...p, pageIndex: 0 })); }} />
          </Card>
        )}
        <Card title={t('modules.listLabel', { name: resource.name })}>
          <DataTable<Row>
            aria-label={t('modules.listLabel', { name: resource.name })}
            data={answer.rows} columns={columns} getRowId={(row) => String(row.id)}
            serverSide rowCount={answer.total} pagination={paging} onPaginationChange={setPaging}
            selectable={canSelect} rowSelection={selection} onRowSelectionChange={setSelection}
            rowLabel={(row) => recordName(resource, row) || String(row.id)}
            rowActions={rowActions} actionsWidth={actionsWidth} loading={loading} error={failed || undefined} onRetry={() => void load()}
            sorting={sorting} onSortingChange={setSorting} columnVisibility={visibility}
            columnSizing={prefs.widths ?? EMPTY_WIDTHS} onColumnSizingChange={(widths) => setPrefs({ ...prefs, widths })}
            size={prefs.density ?? 'md'} onRowClick={setDetail} maxHeight={LIST_MAX_HEIGHT} scrollHint
            toolbar={toolbar} />
        </Card>
        {dialog?.kind === 'edit' && !resource.lines && <RecordDialog resource={resource} row={dialog.row} options={options} prefill={fixedFilters} onClose={() => setDialog(null)} onSaved={() => void load()} />}
        {dialog?.kind === 'edit' && resource.lines && (
          <DocumentDialog resource={resource} lineResource={resourceOf(resource.system, resource.lines.resource)} row={dialog.row} options={options} prefill={fixedFilters} onClose={() => setDialog(null)} onSaved={() => void load()} />
        )}
        {dialog?.kind === 'action' && (
          <RecordDialog resource={resource} row={dialog.row} only={dialog.action.fields} title={dialog.action.label} options={options}
            onClose={() => setDialog(null)} onSaved={() => void load()} submit={(values) => data.action(resource, dialog.action, values)} />
        )}
        {dialog?.kind === 'import' && <ImportDialog resource={resource} onClose={() => setDialog(null)} onDone={() => void load()} />}
        <DetailDrawer resource={resource} row={detail} onClose={() => setDetail(null)} />
        {printing && (
          <PrintView resource={resource} columns={shownColumns(resource, prefs)} rows={answer.rows} total={answer.total}
            filters={filterWords(resource.fields, { ...filters, ...fixedFilters }, options)} onDone={stopPrinting} />
        )}
      </Stack>
    </FileResourceContext.Provider>
  );
}

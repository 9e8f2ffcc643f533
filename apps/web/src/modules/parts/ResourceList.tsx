/** The generic resource list: search, table with paging (10), selection, CRUD, export, import, actions. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Card } from '../../../../../src/components/Card';
import { DataTable, type DataTableColumn, type PaginationState, type RowSelectionState } from '../../../../../src/components/DataTable';
import { confirm } from '../../../../../src/components/Dialog';
import { DropdownMenu } from '../../../../../src/components/DropdownMenu';
import { message } from '../../../../../src/components/Message';
import { t } from '../../../../../src/i18n';
import { fieldsIn, fieldTitle, type ResourceDefinition, type StateAction } from '../../../../catalogue/src';
import { useModuleData, type Row } from '../dataSource';
import { DetailDrawer } from './DetailDrawer';
import { columnWidth, DisplayValue, isNumeric, recordName } from './display';
import { FilterForm, type Filters } from './FilterForm';
import { ImportDialog } from './ImportDialog';
import { RecordDialog } from './RecordDialog';
import { ExportButton, ExportProgress } from './ExportControl';
import { useExport } from './useExport';
import { useLookups } from './useLookups';
import { countdownColumn } from './workflow/countdown';
import { RowTransitions } from './workflow/RowTransitions';

const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.md};`;
const RowButtons = styled.div`display: flex; gap: ${(p) => p.theme.space.xxs}; flex-wrap: wrap;`;

type Dialogs = { kind: 'edit'; row?: Row } | { kind: 'action'; action: StateAction; row: Row } | { kind: 'import' } | null;

/** `fixedFilters` scope the list (tree selection), leave the search form and prefill new records. */
export function ResourceList({ resource, fixedFilters }: { resource: ResourceDefinition; fixedFilters?: Filters }) {
  const data = useModuleData();
  const ops = new Set(resource.operations);
  const options = useLookups(resource);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
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
      const next = await data.list(resource, { ...filters, ...fixedFilters, pageNum: paging.pageIndex + 1, pageSize: paging.pageSize });
      setAnswer({ rows: next.rows, total: next.total });
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [data, resource, filters, fixedFilters, paging]);
  useEffect(() => void load(), [load]);

  const selectedIds = Object.keys(selection).filter((k) => selection[k]).map(Number);
  const canSelect = ops.has('batchDelete') || ops.has('export') || (resource.actions ?? []).some((a) => a.scope === 'selection');
  const filterFields = useMemo(() => fieldsIn(resource.fields, 'filter').filter((f) => !(fixedFilters && f.key in fixedFilters)), [resource, fixedFilters]);

  async function remove(ids: number[]) {
    const ok = await confirm({
      title: ids.length > 1 ? t('modules.deleteManyConfirm', { count: ids.length, name: resource.name }) : t('modules.deleteConfirm', { name: resource.name }),
      content: t('modules.deleteHint'), tone: 'error', okText: t('modules.delete'),
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
    if (action.confirm) {
      const ok = await confirm({ title: action.confirm, okText: action.label, onOk: () => data.action(resource, action, payload) });
      if (!ok) return;
    } else await data.action(resource, action, payload);
    void message.success(t('modules.saved'));
    void load();
  }

  const columns = useMemo<DataTableColumn<Row>[]>(() => [...fieldsIn(resource.fields, 'column').map((f): DataTableColumn<Row> => ({
    id: f.key,
    header: fieldTitle(f),
    accessorFn: (row: Row) => row[f.key],
    cell: ({ row }: { row: { original: Row } }) => <DisplayValue system={resource.system} field={f} row={row.original} />,
    enableSorting: false,
    size: columnWidth(f, resource.system, resource.labelField),
    meta: { align: isNumeric(f) ? 'end' : 'start', title: f.label },
  })), ...(resource.workflow ? [countdownColumn(resource)] : [])], [resource]);

  // State changes of one row: those that would change nothing (恢复合作 of a unit in 正常) are left out;
  // more than one goes under 更多.
  const rowStateActions = (resource.actions ?? []).filter((a) => a.scope === 'row');
  const applies = (a: StateAction, row: Row) => !(a.kind === 'set' && a.set && Object.entries(a.set).every(([k, v]) => row[k] === v));
  const rowActions = (row: Row) => {
    const actions = rowStateActions.filter((a) => applies(a, row));
    // Workflow records: edits and deletes only where the server allows them (row.deletable).
    const changeable = !resource.workflow || row.deletable === true;
    return (
      <RowButtons>
        <Button size="sm" variant="link" onClick={() => setDetail(row)}>{t('modules.view')}</Button>
        {resource.workflow && <RowTransitions resource={resource} row={row} onDone={() => void load()} />}
        {ops.has('edit') && changeable && <Button size="sm" variant="link" onClick={() => setDialog({ kind: 'edit', row })}>{t('modules.edit')}</Button>}
        {actions.length === 1 && <Button size="sm" variant="link" onClick={() => void runAction(actions[0]!, row)}>{actions[0]!.label}</Button>}
        {ops.has('delete') && changeable && <Button size="sm" variant="link" onClick={() => void remove([row.id])}>{t('modules.delete')}</Button>}
        {actions.length > 1 && (
          <DropdownMenu align="end" items={actions.map((a) => ({ key: a.key, label: a.label, onSelect: () => void runAction(a, row) }))}>
            <Button size="sm" variant="link">{t('common.more')}</Button>
          </DropdownMenu>
        )}
      </RowButtons>
    );
  };
  // Link buttons: about 14 px a character plus their padding; the state-action slot holds the
  // longest label it may show (one applicable action, or 更多).
  const buttonWidth = (label: string) => [...label].length * 14 + 18;
  const fixedLabels = [t('modules.view'), ...(resource.workflow ? [t('workflow.handle')] : []), ...(ops.has('edit') ? [t('modules.edit')] : []), ...(ops.has('delete') ? [t('modules.delete')] : [])];
  const alwaysMore = rowStateActions.filter((a) => a.kind !== 'set').length > 1;
  const slotLabels = alwaysMore ? [t('common.more')] : [...rowStateActions.map((a) => a.label), ...(rowStateActions.length > 1 ? [t('common.more')] : [])];
  const actionsWidth = [...fixedLabels, ...(slotLabels.length ? [slotLabels.reduce((a, b) => ([...a].length >= [...b].length ? a : b))] : [])]
    .reduce((w, label) => w + buttonWidth(label) + 4, 32);

  const toolbar = (
    <>
      {ops.has('create') && <Button variant="primary" icon="plus" onClick={() => setDialog({ kind: 'edit' })}>{t('modules.create')}</Button>}
      {ops.has('batchDelete') && <Button variant="danger" icon="delete" disabled={!selectedIds.length} onClick={() => void remove(selectedIds)}>{t('modules.batchDelete')}</Button>}
      {(resource.actions ?? []).filter((a) => a.scope !== 'row').map((a) => (
        <Button key={a.key} disabled={a.scope === 'selection' && !selectedIds.length} onClick={() => void runAction(a)}>{a.label}</Button>
      ))}
      {ops.has('export') && (
        <ExportButton exporter={exporter} start={(p) => data.exportList(resource, selectedIds.length ? { ids: selectedIds.join(',') } : { ...filters, ...fixedFilters }, p)}>
          {selectedIds.length ? t('modules.exportSelected') : t('modules.export')}
        </ExportButton>
      )}
      {ops.has('import') && <Button icon="upload" onClick={() => setDialog({ kind: 'import' })}>{t('modules.import')}</Button>}
      <ExportProgress exporter={exporter} />
    </>
  );

  return (
    <Stack>
      {filterFields.length > 0 && (
        <Card title={t('modules.searchOf', { name: resource.name })} size="sm">
          <FilterForm fields={filterFields} options={options} aria-label={t('modules.searchOf', { name: resource.name })}
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
          toolbar={toolbar} showColumnSettings />
      </Card>
      {dialog?.kind === 'edit' && <RecordDialog resource={resource} row={dialog.row} options={options} prefill={fixedFilters} onClose={() => setDialog(null)} onSaved={() => void load()} />}
      {dialog?.kind === 'action' && (
        <RecordDialog resource={resource} row={dialog.row} only={dialog.action.fields} title={dialog.action.label} options={options}
          onClose={() => setDialog(null)} onSaved={() => void load()} submit={(values) => data.action(resource, dialog.action, values)} />
      )}
      {dialog?.kind === 'import' && <ImportDialog resource={resource} onClose={() => setDialog(null)} onDone={() => void load()} />}
      <DetailDrawer resource={resource} row={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}

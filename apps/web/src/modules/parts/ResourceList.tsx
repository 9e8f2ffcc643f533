/** The generic resource list: search, table with paging (10), selection, CRUD, export, import, actions. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { DataTable, type DataTableColumn, type PaginationState, type RowSelectionState } from '../../../../../src/components/DataTable';
import { confirm } from '../../../../../src/components/Dialog';
import { message } from '../../../../../src/components/Message';
import { Progress } from '../../../../../src/components/Progress';
import { t } from '../../../../../src/i18n';
import { fieldsIn, type ResourceDefinition, type StateAction } from '../../../../catalogue/src';
import { resourceApi, type Row } from '../api';
import { DetailDrawer } from './DetailDrawer';
import { DisplayValue, fieldTitle } from './display';
import { ImportDialog } from './ImportDialog';
import { RecordDialog } from './RecordDialog';
import { SearchForm, type Filters } from './SearchForm';
import { useExport } from './useExport';
import { useLookups } from './useLookups';

const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.md};`;
const RowButtons = styled.div`display: flex; gap: ${(p) => p.theme.space.xxs}; flex-wrap: wrap;`;
const Toolbar = styled.div`display: flex; gap: ${(p) => p.theme.space.xs}; align-items: center; flex-wrap: wrap;`;
const ProgressBox = styled.div`min-width: 200px;`;

type Dialogs = { kind: 'edit'; row?: Row } | { kind: 'action'; action: StateAction; row: Row } | { kind: 'import' } | null;

/** `fixedFilters` scope the list (tree selection) and prefill new records. */
export function ResourceList({ resource, fixedFilters }: { resource: ResourceDefinition; fixedFilters?: Filters }) {
  const ops = new Set(resource.operations);
  const options = useLookups(resource);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [data, setData] = useState<{ rows: Row[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const exporter = useExport();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await resourceApi.list(resource, { ...filters, ...fixedFilters, pageNum: paging.pageIndex + 1, pageSize: paging.pageSize });
      setData({ rows: answer.rows, total: answer.total });
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [resource, filters, fixedFilters, paging]);
  useEffect(() => void load(), [load]);

  const selectedIds = Object.keys(selection).filter((k) => selection[k]).map(Number);
  const canSelect = ops.has('batchDelete') || ops.has('export') || (resource.actions ?? []).some((a) => a.scope === 'selection');

  async function remove(ids: number[]) {
    const ok = await confirm({
      title: ids.length > 1 ? t('modules.deleteManyConfirm', { count: ids.length, name: resource.name }) : t('modules.deleteConfirm', { name: resource.name }),
      content: t('modules.deleteHint'), tone: 'error', okText: t('modules.delete'),
      onOk: () => resourceApi.remove(resource, ids),
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
      const ok = await confirm({ title: action.confirm, okText: action.label, onOk: () => resourceApi.action(resource, action, payload) });
      if (!ok) return;
    } else await resourceApi.action(resource, action, payload);
    void message.success(t('modules.saved'));
    void load();
  }

  const columns = useMemo<DataTableColumn<Row>[]>(() => fieldsIn(resource.fields, 'column').map((f) => ({
    id: f.key,
    header: fieldTitle(f),
    accessorFn: (row: Row) => row[f.key],
    cell: ({ row }: { row: { original: Row } }) => <DisplayValue system={resource.system} field={f} row={row.original} />,
    enableSorting: false,
    meta: { align: f.type === 'number' || f.type === 'integer' ? 'end' : 'start', title: f.label },
  })), [resource]);

  const rowActions = (row: Row) => (
    <RowButtons>
      <Button size="sm" variant="link" onClick={() => setDetail(row)}>{t('modules.view')}</Button>
      {ops.has('edit') && <Button size="sm" variant="link" onClick={() => setDialog({ kind: 'edit', row })}>{t('modules.edit')}</Button>}
      {(resource.actions ?? []).filter((a) => a.scope === 'row').map((a) => (
        <Button key={a.key} size="sm" variant="link" onClick={() => void runAction(a, row)}>{a.label}</Button>
      ))}
      {ops.has('delete') && <Button size="sm" variant="link" onClick={() => void remove([row.id])}>{t('modules.delete')}</Button>}
    </RowButtons>
  );

  const toolbar = (
    <Toolbar>
      {ops.has('create') && <Button variant="primary" icon="plus" onClick={() => setDialog({ kind: 'edit' })}>{t('modules.create')}</Button>}
      {ops.has('batchDelete') && <Button disabled={!selectedIds.length} onClick={() => void remove(selectedIds)}>{t('modules.batchDelete')}</Button>}
      {(resource.actions ?? []).filter((a) => a.scope !== 'row').map((a) => (
        <Button key={a.key} disabled={a.scope === 'selection' && !selectedIds.length} onClick={() => void runAction(a)}>{a.label}</Button>
      ))}
      {ops.has('export') && (
        <Button disabled={exporter.percent !== null} onClick={() => void exporter.run((p) => resourceApi.export(resource, selectedIds.length ? { ids: selectedIds.join(',') } : { ...filters, ...fixedFilters }, p))}>
          {selectedIds.length ? t('modules.exportSelected') : t('modules.export')}
        </Button>
      )}
      {ops.has('import') && <Button onClick={() => setDialog({ kind: 'import' })}>{t('modules.import')}</Button>}
      {exporter.percent !== null && <ProgressBox><Progress percent={exporter.percent} size="sm" label={t('modules.exporting')} /></ProgressBox>}
    </Toolbar>
  );

  return (
    <Stack>
      <SearchForm resource={resource} options={options} onSearch={(next) => { setFilters(next); setPaging((p) => ({ ...p, pageIndex: 0 })); }} />
      <DataTable<Row>
        aria-label={t('modules.listLabel', { name: resource.name })}
        data={data.rows} columns={columns} getRowId={(row) => String(row.id)}
        serverSide rowCount={data.total} pagination={paging} onPaginationChange={setPaging}
        selectable={canSelect} rowSelection={selection} onRowSelectionChange={setSelection}
        rowLabel={(row) => String(row[resource.labelField] ?? row.id)}
        rowActions={rowActions} actionsWidth={220} loading={loading} error={failed ? t('modules.loadFailed') : undefined} onRetry={() => void load()}
        toolbar={toolbar} />
      {dialog?.kind === 'edit' && <RecordDialog resource={resource} open row={dialog.row} options={options} onClose={() => setDialog(null)} onSaved={() => void load()} />}
      {dialog?.kind === 'action' && (
        <RecordDialog resource={resource} open row={dialog.row} only={dialog.action.fields} title={dialog.action.label} options={options}
          onClose={() => setDialog(null)} onSaved={() => void load()} submit={(values) => resourceApi.action(resource, dialog.action, values)} />
      )}
      {dialog?.kind === 'import' && <ImportDialog resource={resource} open onClose={() => setDialog(null)} onDone={() => void load()} />}
      <DetailDrawer resource={resource} row={detail} onClose={() => setDetail(null)} />
    </Stack>
  );
}

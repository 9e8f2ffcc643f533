/**
 * 角色管理 (page kind `roleAdmin`, decision 0330): the tenant's roles with their data scope,
 * systems and holders; 新增/编辑 open the role editor (systems → menus → functions, data scope),
 * 删除 asks first (naming how many users hold the role). Buttons follow the user's own grants.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../../../src/components/Button';
import { Card } from '../../../../../src/components/Card';
import { DataTable, type DataTableColumn } from '../../../../../src/components/DataTable';
import { confirm } from '../../../../../src/components/Dialog';
import { FormField, SearchForm, useForm } from '../../../../../src/components/Form';
import { Input } from '../../../../../src/components/Input';
import { message } from '../../../../../src/components/Message';
import { Tag } from '../../../../../src/components/Tag';
import { registerModuleMessages, t } from '../../../../../src/i18n';
import { opCode } from '../../../../catalogue/src/model/functions';
import type { TabPageProps } from '../../pages/tabPage';
import { pageOf } from '../pageContext';
import { usePermissions } from '../permissions';
import { RowActions, rowActionsWidth, type RowAction } from '../parts/RowActions';
import { useAccessData, type RoleRow } from '../parts/access/accessData';
import { RoleEditor } from '../parts/access/RoleEditor';
import { Tags } from '../parts/access/Tags';
import { usePaged } from '../parts/access/usePaged';
import { PageRoot } from './styles';
import { access } from '../../../../../src/i18n/messages/access';

// This page kind's messages come with it (src/i18n/messages/page-areas.ts).
registerModuleMessages({ access });

export default function RoleAdminPage({ uri }: TabPageProps) {
  const { page } = pageOf(uri);
  const data = useAccessData();
  const { can } = usePermissions();
  const may = { create: can(opCode(page.key, 'create')), edit: can(opCode(page.key, 'edit')), remove: can(opCode(page.key, 'delete')) };
  const form = useForm<{ name?: string }>({ defaultValues: {} });
  const [name, setName] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ id: number | null; readOnly: boolean } | null>(null);
  const fetch = useCallback((p: { pageNum: number; pageSize: number }) => data.roles({ name, ...p }), [data, name]);
  const { answer, loading, failed, load, paging, setPaging, restart } = usePaged(fetch);

  const remove = useCallback(async (role: RoleRow) => {
    const title = role.userCount ? t('access.roles.deleteInUse', { name: role.name, count: role.userCount }) : t('access.roles.deleteConfirm', { name: role.name });
    const ok = await confirm({ title, tone: 'error', okText: t('access.roles.delete'), onOk: () => data.deleteRoles([role.id]) });
    if (!ok) return;
    void message.success(t('modules.deleted', { count: 1 }));
    void load();
  }, [data, load]);

  const actionsOf = useCallback((row?: RoleRow): RowAction[] => [
    may.edit
      ? { key: 'edit', label: t('access.roles.edit'), onSelect: () => row && setEditing({ id: row.id, readOnly: false }) }
      : { key: 'view', label: t('modules.view'), onSelect: () => row && setEditing({ id: row.id, readOnly: true }) },
    ...(may.remove ? [{ key: 'delete', label: t('access.roles.delete'), danger: true, onSelect: () => row && void remove(row) }] : []),
  ], [may.edit, may.remove, remove]);

  const columns = useMemo<DataTableColumn<RoleRow>[]>(() => [
    { id: 'name', header: t('access.roles.name'), accessorKey: 'name', size: 140 },
    { id: 'description', header: t('access.roles.description'), accessorKey: 'description', size: 260 },
    { id: 'dataScope', header: t('access.roles.dataScope'), size: 120, cell: ({ row }) => <Tag status="info">{t(`access.scope.${row.original.dataScope}` as const)}</Tag> },
    {
      id: 'systems', header: t('access.roles.systems'), size: 260, enableSorting: false,
      cell: ({ row }) => <Tags items={row.original.systems.map((s) => s.name)} />,
    },
    { id: 'userCount', header: t('access.roles.users'), accessorKey: 'userCount', size: 100, meta: { align: 'end' } },
    { id: 'updatedAt', header: t('access.roles.updatedAt'), accessorKey: 'updatedAt', size: 180 },
  ], []);

  return (
    <PageRoot aria-label={page.title}>
      <Card title={t('access.roles.search')} size="sm">
        <SearchForm form={form} aria-label={t('access.roles.search')} onSearch={(v) => { setName(v.name); restart(); }}>
          <FormField name="name" label={t('access.roles.name')}><Input maxLength={30} /></FormField>
        </SearchForm>
      </Card>
      <Card title={t('access.roles.title')}>
        <DataTable<RoleRow> aria-label={t('access.roles.title')} data={answer.rows} columns={columns} getRowId={(r) => String(r.id)} loading={loading}
          error={failed || undefined} onRetry={() => void load()} serverSide rowCount={answer.total} pagination={paging} onPaginationChange={setPaging}
          emptyText={t('access.roles.empty')} rowLabel={(r) => r.name}
          rowActions={(row) => <RowActions actions={actionsOf(row)} />} actionsWidth={rowActionsWidth(actionsOf().map((a) => a.label))}
          toolbar={may.create && <Button variant="primary" icon="plus" onClick={() => setEditing({ id: null, readOnly: false })}>{t('access.roles.create')}</Button>} />
      </Card>
      {editing && (
        <RoleEditor roleId={editing.id} readOnly={editing.readOnly} onClose={() => setEditing(null)}
          onSaved={() => { setEditing(null); void message.success(t('modules.saved')); void load(); }} />
      )}
    </PageRoot>
  );
}

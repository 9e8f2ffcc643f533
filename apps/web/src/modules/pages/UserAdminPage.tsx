/**
 * 用户管理 (page kind `userAdmin`, decision 0330): the tenant's users with their department,
 * roles and directly held systems; 分配角色 (roles and department), 停用/启用 (a disabled user
 * cannot sign in and is signed out at once) and 删除, each shown only to roles granting it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Card } from '../../../../../src/components/Card';
import { DataTable, type DataTableColumn } from '../../../../../src/components/DataTable';
import { confirm } from '../../../../../src/components/Dialog';
import { FormField, SearchForm, useForm } from '../../../../../src/components/Form';
import { Input } from '../../../../../src/components/Input';
import { message } from '../../../../../src/components/Message';
import { Select } from '../../../../../src/components/Select';
import { Tag } from '../../../../../src/components/Tag';
import { registerModuleMessages, t } from '../../../../../src/i18n';
import { opCode } from '../../../../catalogue/src/model/functions';
import type { TabPageProps } from '../../pages/tabPage';
import { serverProblem } from '../dataSource';
import { pageOf } from '../pageContext';
import { usePermissions } from '../permissions';
import { RowActions, rowActionsWidth, type RowAction } from '../parts/RowActions';
import { useAccessData, type UserRow } from '../parts/access/accessData';
import { AssignRolesDialog } from '../parts/access/AssignRolesDialog';
import { Tags } from '../parts/access/Tags';
import { usePaged } from '../parts/access/usePaged';
import { PageRoot } from './styles';
import { access } from '../../../../../src/i18n/messages/access';

// This page kind's messages come with it (src/i18n/messages/page-areas.ts).
registerModuleMessages({ access });

const Muted = styled.span`color: ${(p) => p.theme.color.text.secondary};`;

interface Filters { keyword?: string; status?: string; roleId?: string }

export default function UserAdminPage({ uri }: TabPageProps) {
  const { page } = pageOf(uri);
  const data = useAccessData();
  const { can } = usePermissions();
  const may = { assign: can(opCode(page.key, 'assignRoles')), disable: can(opCode(page.key, 'disable')), remove: can(opCode(page.key, 'delete')) };
  const form = useForm<Filters>({ defaultValues: {} });
  const [filters, setFilters] = useState<Filters>({});
  const [roles, setRoles] = useState<{ id: number; name: string }[]>([]);
  const [assigning, setAssigning] = useState<UserRow | null>(null);
  const fetch = useCallback((p: { pageNum: number; pageSize: number }) =>
    data.users({ keyword: filters.keyword, status: filters.status, roleId: filters.roleId ? Number(filters.roleId) : undefined, ...p }), [data, filters]);
  const { answer, loading, failed, load, paging, setPaging, restart } = usePaged(fetch);
  useEffect(() => void data.roleOptions().then(setRoles, () => setRoles([])), [data]);

  const act = useCallback(async (question: string, run: () => Promise<string>, tone: 'error' | 'warning' = 'warning') => {
    let done = '';
    const ok = await confirm({ title: question, tone, onOk: async () => { done = await run(); } });
    if (!ok) return;
    void message.success(done);
    void load();
  }, [load]);

  const actionsOf = useCallback((row?: UserRow): RowAction[] => {
    if (row?.root) return [];
    const name = row?.name ?? '';
    const id = row ? [row.id] : [];
    return [
      ...(may.assign ? [{ key: 'assign', label: t('access.users.assignRoles'), onSelect: () => row && setAssigning(row) }] : []),
      ...(may.disable ? [row?.disabled
        ? { key: 'enable', label: t('access.users.enable'), onSelect: () => void act(t('access.users.enableConfirm', { name }), () => data.setDisabled(id, false)) }
        : { key: 'disable', label: t('access.users.disable'), onSelect: () => void act(t('access.users.disableConfirm', { name }), () => data.setDisabled(id, true)) }] : []),
      ...(may.remove ? [{ key: 'delete', label: t('access.users.delete'), danger: true, onSelect: () => void act(t('access.users.deleteConfirm', { name }), () => data.deleteUsers(id), 'error') }] : []),
    ];
  }, [may.assign, may.disable, may.remove, act, data]);

  const columns = useMemo<DataTableColumn<UserRow>[]>(() => [
    { id: 'username', header: t('access.users.username'), accessorKey: 'username', size: 130 },
    { id: 'name', header: t('access.users.name'), accessorKey: 'name', size: 140 },
    { id: 'dept', header: t('access.users.dept'), accessorFn: (u) => u.deptName ?? '', size: 140 },
    {
      id: 'roles', header: t('access.users.roles'), size: 220, enableSorting: false,
      cell: ({ row }) => (row.original.root ? <Tag status="warning">{t('access.users.root')}</Tag>
        : row.original.roles.length ? <Tags items={row.original.roles.map((r) => r.name)} status="info" /> : <Muted>{t('access.users.noRoles')}</Muted>),
    },
    { id: 'systems', header: t('access.users.systems'), size: 220, enableSorting: false, cell: ({ row }) => <Tags items={row.original.systems.map((s) => s.name)} /> },
    {
      id: 'status', header: t('access.users.status'), size: 80,
      cell: ({ row }) => <Tag status={row.original.disabled ? 'default' : 'success'}>{t(row.original.disabled ? 'access.status.disabled' : 'access.status.enabled')}</Tag>,
    },
    { id: 'createdAt', header: t('access.users.createdAt'), accessorKey: 'createdAt', size: 170 },
  ], []);

  const widest = actionsOf({ disabled: false } as UserRow).map((a) => a.label);
  return (
    <PageRoot aria-label={page.title}>
      <Card title={t('access.users.search')} size="sm">
        <SearchForm form={form} aria-label={t('access.users.search')} onSearch={(v) => { setFilters(v); restart(); }}>
          <FormField name="keyword" label={t('access.users.keyword')}><Input maxLength={50} /></FormField>
          <FormField name="status" label={t('access.users.status')}>
            <Select allowClear options={[{ value: 'enabled', label: t('access.status.enabled') }, { value: 'disabled', label: t('access.status.disabled') }]} />
          </FormField>
          <FormField name="roleId" label={t('access.users.roles')}>
            <Select allowClear options={roles.map((r) => ({ value: String(r.id), label: r.name }))} />
          </FormField>
        </SearchForm>
      </Card>
      <Card title={t('access.users.title')}>
        <DataTable<UserRow> aria-label={t('access.users.title')} data={answer.rows} columns={columns} getRowId={(u) => u.id} loading={loading}
          error={failed || undefined} onRetry={() => void load()} serverSide rowCount={answer.total} pagination={paging} onPaginationChange={setPaging}
          rowLabel={(u) => `${u.name}（${u.username}）`}
          rowActions={widest.length ? (row) => <RowActions actions={actionsOf(row)} /> : undefined} actionsWidth={widest.length ? rowActionsWidth(widest) : undefined}
          toolbar={<Button icon="refresh" onClick={() => void load()}>{t('access.refresh')}</Button>} />
      </Card>
      {assigning && (
        <AssignRolesDialog user={assigning} roles={roles} onClose={() => setAssigning(null)}
          onSaved={() => { setAssigning(null); void message.success(t('access.users.saved')); void load(); }}
          onError={(error) => void message.error(serverProblem(error).msg)} />
      )}
    </PageRoot>
  );
}

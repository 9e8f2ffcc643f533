/**
 * 角色人员 (page kind `roleStaff`, decision 0330): the roles on the left, the users holding the
 * selected one on the right — search, 添加人员 (users who do not hold it yet), 移除 one or the
 * selection. A change takes effect on the users' next call.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Card } from '../../../../../src/components/Card';
import { DataTable, type DataTableColumn, type RowSelectionState } from '../../../../../src/components/DataTable';
import { confirm } from '../../../../../src/components/Dialog';
import { Input } from '../../../../../src/components/Input';
import { message } from '../../../../../src/components/Message';
import { Tree } from '../../../../../src/components/Tree';
import { registerModuleMessages, t } from '../../../../../src/i18n';
import { opCode } from '../../../../catalogue/src/model/functions';
import type { TabPageProps } from '../../pages/tabPage';
import { pageOf } from '../pageContext';
import { usePermissions } from '../permissions';
import { useAccessData, type RoleRow, type UserRow } from '../parts/access/accessData';
import { AddStaffDialog } from '../parts/access/AddStaffDialog';
import { staffColumns } from '../parts/access/staffColumns';
import { usePaged } from '../parts/access/usePaged';
import { PageRoot } from './styles';
import { access } from '../../../../../src/i18n/messages/access';

// This page kind's messages come with it (src/i18n/messages/page-areas.ts).
registerModuleMessages({ access });

const Columns = styled.div`display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: ${(p) => p.theme.space.md}; align-items: start;`;
const Search = styled.div`width: 220px;`;
const Muted = styled.span`color: ${(p) => p.theme.color.text.secondary};`;

export default function RoleStaffPage({ uri }: TabPageProps) {
  const { page } = pageOf(uri);
  const data = useAccessData();
  const { can } = usePermissions();
  const may = { add: can(opCode(page.key, 'add')), remove: can(opCode(page.key, 'remove')) };
  const [roles, setRoles] = useState<RoleRow[]>([]);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [adding, setAdding] = useState(false);

  const loadRoles = useCallback(() => data.roles({ pageNum: 1, pageSize: 500 }).then((p) => {
    setRoles(p.rows);
    setRoleId((id) => id ?? p.rows[0]?.id ?? null);
  }, () => setRoles([])), [data]);
  useEffect(() => void loadRoles(), [loadRoles]);

  const fetch = useMemo(() => (roleId === null ? null : (p: { pageNum: number; pageSize: number }) => data.roleStaff(roleId, { keyword: keyword.trim() || undefined, ...p })), [data, roleId, keyword]);
  const { answer, loading, failed, load, paging, setPaging, restart } = usePaged(fetch);

  const role = roles.find((r) => r.id === roleId);
  const selected = Object.keys(selection).filter((k) => selection[k]);
  const remove = useCallback(async (ids: string[]) => {
    if (!role) return;
    let done = '';
    const ok = await confirm({ title: t('access.roleStaff.removeConfirm', { role: role.name, count: ids.length }), tone: 'error', okText: t('access.roleStaff.remove'),
      onOk: async () => { done = await data.changeStaff(role.id, ids, false); } });
    if (!ok) return;
    void message.success(done);
    setSelection({});
    void load();
    void loadRoles();
  }, [role, data, load, loadRoles]);

  const columns = useMemo<DataTableColumn<UserRow>[]>(() => staffColumns(), []);
  const nodes = useMemo(() => roles.map((r) => ({ key: String(r.id), title: r.name, suffix: <Muted>{r.userCount}</Muted> })), [roles]);
  return (
    <PageRoot aria-label={page.title}>
      <Columns>
        <Card title={t('access.roleStaff.roles')} size="sm">
          <Tree treeData={nodes} selectedKey={roleId === null ? null : String(roleId)} onSelect={(key) => { setRoleId(Number(key)); setSelection({}); restart(); }}
            height={520} aria-label={t('access.roleStaff.roles')} />
        </Card>
        <Card title={role ? t('access.roleStaff.title', { name: role.name }) : t('access.roleStaff.pick')}>
          <DataTable<UserRow> aria-label={role ? t('access.roleStaff.title', { name: role.name }) : t('access.roleStaff.pick')} data={answer.rows} columns={columns}
            getRowId={(u) => u.id} loading={loading} error={failed || undefined} onRetry={() => void load()} emptyText={t('access.roleStaff.none')}
            serverSide rowCount={answer.total} pagination={paging} onPaginationChange={setPaging} rowLabel={(u) => `${u.name}（${u.username}）`}
            selectable={may.remove} rowSelection={selection} onRowSelectionChange={setSelection}
            rowActions={may.remove ? (row) => <Button size="sm" variant="link" onClick={() => void remove([row.id])}>{t('access.roleStaff.remove')}</Button> : undefined}
            actionsWidth={may.remove ? 72 : undefined}
            toolbar={(
              <>
                {may.add && role && <Button variant="primary" icon="plus" onClick={() => setAdding(true)}>{t('access.roleStaff.add')}</Button>}
                {may.remove && <Button variant="danger" disabled={!selected.length} onClick={() => void remove(selected)}>{t('access.roleStaff.removeSelected')}</Button>}
                <Search>
                  <Input allowClear placeholder={t('access.users.keyword')} aria-label={t('access.users.keyword')} value={keyword}
                    onChange={(e) => { setKeyword(e.target.value); restart(); }} />
                </Search>
              </>
            )} />
        </Card>
      </Columns>
      {adding && role && (
        <AddStaffDialog role={role} onClose={() => setAdding(false)} onAdded={(msg) => { setAdding(false); void message.success(msg); void load(); void loadRoles(); }} />
      )}
    </PageRoot>
  );
}

/** 添加人员: the users who do not hold a role yet, searchable and paged; the selected ones are added. */
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { DataTable, type DataTableColumn, type RowSelectionState } from '../../../../../../src/components/DataTable';
import { Dialog } from '../../../../../../src/components/Dialog';
import { Input } from '../../../../../../src/components/Input';
import { t } from '../../../../../../src/i18n';
import { useAccessData, type RoleRow, type UserRow } from './accessData';
import { staffColumns } from './staffColumns';
import { usePaged } from './usePaged';

const Search = styled.div`width: 240px;`;

export function AddStaffDialog({ role, onClose, onAdded }: { role: RoleRow; onClose: () => void; onAdded: (msg: string) => void }) {
  const data = useAccessData();
  const [keyword, setKeyword] = useState('');
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [saving, setSaving] = useState(false);
  const fetch = useCallback((p: { pageNum: number; pageSize: number }) => data.candidates(role.id, { keyword: keyword.trim() || undefined, ...p }), [data, role.id, keyword]);
  const { answer, loading, paging, setPaging, restart } = usePaged(fetch);
  const columns = useMemo<DataTableColumn<UserRow>[]>(() => staffColumns(), []);
  const picked = Object.keys(selection).filter((k) => selection[k]);

  async function add() {
    setSaving(true);
    try {
      onAdded(await data.changeStaff(role.id, picked, true));
    } catch {
      // The request layer has shown the server's message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('access.roleStaff.addTitle', { role: role.name })} size="lg"
      onOk={() => void add()} okLoading={saving} okDisabled={!picked.length}>
      <DataTable<UserRow> aria-label={t('access.roleStaff.candidates')} data={answer.rows} columns={columns} getRowId={(u) => u.id} loading={loading}
        serverSide rowCount={answer.total} pagination={paging} onPaginationChange={setPaging} rowLabel={(u) => `${u.name}（${u.username}）`}
        selectable rowSelection={selection} onRowSelectionChange={setSelection}
        toolbar={(
          <Search>
            <Input allowClear placeholder={t('access.users.keyword')} aria-label={t('access.users.keyword')} value={keyword}
              onChange={(e) => { setKeyword(e.target.value); restart(); }} />
          </Search>
        )} />
    </Dialog>
  );
}

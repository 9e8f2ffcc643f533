/** The columns of a list of users in 角色人员 (holders and candidates). */
import { Tag } from '../../../../../../src/components/Tag';
import type { DataTableColumn } from '../../../../../../src/components/DataTable';
import { t } from '../../../../../../src/i18n';
import type { UserRow } from './accessData';
import { Tags } from './Tags';

export function staffColumns(): DataTableColumn<UserRow>[] {
  return [
    { id: 'username', header: t('access.users.username'), accessorKey: 'username', size: 130 },
    { id: 'name', header: t('access.users.name'), accessorKey: 'name', size: 140 },
    { id: 'dept', header: t('access.users.dept'), accessorFn: (u) => u.deptName ?? '', size: 150 },
    { id: 'roles', header: t('access.users.roles'), size: 220, enableSorting: false, cell: ({ row }) => <Tags items={row.original.roles.map((r) => r.name)} status="info" /> },
    {
      id: 'status', header: t('access.users.status'), size: 80,
      cell: ({ row }) => <Tag status={row.original.disabled ? 'default' : 'success'}>{t(row.original.disabled ? 'access.status.disabled' : 'access.status.enabled')}</Tag>,
    },
  ];
}

/** 分配角色: a user's roles (several; the union applies) and department, saved together. */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { CheckboxGroup } from '../../../../../../src/components/Checkbox';
import { Dialog } from '../../../../../../src/components/Dialog';
import type { TreeNode } from '../../../../../../src/components/Tree/treeModel';
import { TreeSelect } from '../../../../../../src/components/TreeSelect';
import { t } from '../../../../../../src/i18n';
import { useAccessData, type DeptOption, type UserRow } from './accessData';

const Stack = styled.div`display: grid; gap: ${(p) => p.theme.space.md};`;
const Label = styled.div`font-weight: 600; margin-bottom: ${(p) => p.theme.space.xxs};`;
const Help = styled.p`margin: ${(p) => p.theme.space.xxs} 0 0; color: ${(p) => p.theme.color.text.secondary}; font-size: ${(p) => p.theme.font.size.sm};`;

/** Departments nested under their parents. */
export function deptNodes(options: readonly DeptOption[]): TreeNode[] {
  const nodes = new Map(options.map((o) => [String(o.id), { key: String(o.id), title: o.label, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const o of options) {
    const parent = o.parent == null ? undefined : nodes.get(String(o.parent));
    (parent ? parent.children : roots).push(nodes.get(String(o.id))!);
  }
  const prune = (n: TreeNode): TreeNode => (n.children?.length ? { ...n, children: n.children.map(prune) } : { key: n.key, title: n.title });
  return roots.map(prune);
}

export function AssignRolesDialog({ user, roles, onClose, onSaved, onError }: {
  user: UserRow;
  roles: readonly { id: number; name: string }[];
  onClose: () => void;
  onSaved: () => void;
  onError: (error: unknown) => void;
}) {
  const data = useAccessData();
  const [picked, setPicked] = useState<number[]>(user.roles.map((r) => r.id));
  const [dept, setDept] = useState<string | null>(user.deptId);
  const [depts, setDepts] = useState<DeptOption[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => void data.departments().then(setDepts, () => setDepts([])), [data]);
  const tree = useMemo(() => deptNodes(depts), [depts]);

  async function save() {
    setSaving(true);
    try {
      await data.saveUserRoles(user.id, picked, dept);
      onSaved();
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('access.users.rolesOf', { name: `${user.name}（${user.username}）` })} onOk={() => void save()} okLoading={saving}>
      <Stack>
        <div>
          <Label id="assign-dept">{t('access.users.dept')}</Label>
          <TreeSelect aria-label={t('access.users.dept')} treeData={tree} value={dept} onChange={(v) => setDept(typeof v === 'string' ? v : null)} placeholder={t('access.users.deptPlaceholder')} />
          <Help>{t('access.users.deptHelp')}</Help>
        </div>
        <div>
          <Label id="assign-roles">{t('access.users.roles')}</Label>
          <CheckboxGroup aria-labelledby="assign-roles" direction="vertical" options={roles.map((r) => ({ value: r.id, label: r.name }))} value={picked} onChange={setPicked} />
          <Help>{t('access.users.rolesHint')}</Help>
        </div>
      </Stack>
    </Dialog>
  );
}

/**
 * The role editor (decision 0330): name, description, data scope, and the systems, menus and
 * functions it grants as a checkable tree. Read-only for users who may only look.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../../../../../src/components/Dialog';
import { Form, FormField, useForm } from '../../../../../../src/components/Form';
import { Input } from '../../../../../../src/components/Input';
import { RadioGroup } from '../../../../../../src/components/Radio';
import { Spin } from '../../../../../../src/components/Spin';
import { TextArea } from '../../../../../../src/components/TextArea';
import { t } from '../../../../../../src/i18n';
import { serverProblem } from '../../dataSource';
import { useAccessData, type DataScope, type RoleDetail } from './accessData';
import { PermissionTree } from './PermissionTree';
import type { RoleFunctions, SystemTree } from './permissionTree';

const Columns = styled.div`
  display: grid; grid-template-columns: minmax(240px, 1fr) minmax(0, 2fr); gap: ${(p) => p.theme.space.lg}; align-items: start;
`;
const Fields = styled.fieldset`border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: ${(p) => p.theme.space.sm}; align-content: start;`;
const Hint = styled.p`margin: 0 0 ${(p) => p.theme.space.xs}; color: ${(p) => p.theme.color.text.secondary};`;
const Problem = styled.p`margin: 0 0 ${(p) => p.theme.space.sm}; color: ${(p) => p.theme.color.error.text};`;
const Heading = styled.h3`margin: 0 0 ${(p) => p.theme.space.xxs}; font-size: ${(p) => p.theme.font.size.md};`;

export const SCOPES: readonly DataScope[] = ['all', 'deptTree', 'dept', 'self'];

interface Values { name: string; description: string; dataScope: DataScope }

export function RoleEditor({ roleId, readOnly, onClose, onSaved }: { roleId: number | null; readOnly?: boolean; onClose: () => void; onSaved: (role: RoleDetail) => void }) {
  const data = useAccessData();
  const form = useForm<Values>({ defaultValues: { name: '', description: '', dataScope: 'all' }, mode: 'onTouched' });
  const [systems, setSystems] = useState<SystemTree[] | null>(null);
  const [functions, setFunctions] = useState<RoleFunctions>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [tree, role] = await Promise.all([data.functionTree(), roleId ? data.role(roleId) : Promise.resolve(null)]);
      if (!live) return;
      if (role) {
        form.reset({ name: role.name, description: role.description, dataScope: role.dataScope });
        setFunctions(role.functions);
      }
      setSystems(tree);
    })().catch((error: unknown) => live && setProblem(serverProblem(error).msg));
    return () => { live = false; };
  }, [data, roleId, form]);

  const save = form.handleSubmit(async (values) => {
    setSaving(true);
    setProblem(null);
    try {
      onSaved(await data.saveRole({ ...(roleId ? { id: roleId } : {}), ...values, functions }));
    } catch (error) {
      const found = serverProblem(error);
      if (/名称/.test(found.msg)) form.setError('name', { type: 'server', message: found.msg }, { shouldFocus: true });
      else setProblem(found.msg);
    } finally {
      setSaving(false);
    }
  });

  const title = roleId ? t('access.roles.editorEdit', { name: form.getValues('name') || '' }) : t('access.roles.editorCreate');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size="lg" onOk={() => void save()} okLoading={saving}
      footer={readOnly ? null : undefined}>
      {!systems && !problem && <Spin />}
      {problem && <Problem role="alert">{problem}</Problem>}
      {systems && (
        <Columns>
          <Form form={form} onSubmit={() => void save()} layout="vertical" aria-label={title}>
            <Fields disabled={readOnly}>
              <FormField name="name" label={t('access.roles.name')} required maxLength={30}><Input /></FormField>
              <FormField name="description" label={t('access.roles.description')} maxLength={200}><TextArea rows={3} /></FormField>
              <FormField name="dataScope" label={t('access.roles.dataScope')} required>
                <RadioGroup direction="vertical" options={SCOPES.map((s) => ({ value: s, label: t(`access.scope.${s}` as const) }))} />
              </FormField>
            </Fields>
          </Form>
          <section aria-label={t('access.roles.permissions')}>
            <Heading>{t('access.roles.permissions')}</Heading>
            <Hint>{t('access.roles.permissionsHint')}</Hint>
            <PermissionTree systems={systems} value={functions} onChange={setFunctions} disabled={readOnly} height={340} />
          </section>
        </Columns>
      )}
    </Dialog>
  );
}

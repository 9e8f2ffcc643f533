/**
 * Settings page (catalogue model/settings.ts): the tenant's one record of a settings resource as
 * a form — 保存设置 writes it, 还原 returns to what is saved — beside its change history.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../../../../src/components/Card';
import { DialogFormLayout, FormField, useForm } from '../../../../../src/components/Form';
import { message } from '../../../../../src/components/Message';
import { Result } from '../../../../../src/components/Result';
import { Spin } from '../../../../../src/components/Spin';
import { Timeline } from '../../../../../src/components/Timeline';
import { t } from '../../../../../src/i18n';
import { fieldsIn, fieldTitle } from '../../../../catalogue/src';
import type { TabPageProps } from '../../pages/tabPage';
import { serverProblem, useModuleData, type SettingsChange } from '../dataSource';
import { pageOf, resourceOf } from '../pageContext';
import { formControl } from '../parts/fieldControls';
import { fieldRules, initialValues, toPayload, type FormValues } from '../parts/fieldValues';
import { useLookups } from '../parts/useLookups';
import { PageRoot } from './styles';
import { Descriptions } from '../../../../../src/components/Descriptions';
import { DisplayValue } from '../parts/display';
import { useResourceCan } from '../permissions';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${(p) => p.theme.space.md};
  align-items: start;
`;
const Empty = styled.p`margin: 0; color: ${(p) => p.theme.color.text.secondary};`;
const Changes = styled.ul`margin: 0; padding-left: ${(p) => p.theme.space.md};`;

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? t('config.emptyValue') : String(v));

function SettingsForm({ system, resourceKey, onSaved }: { system: string; resourceKey: string; onSaved: () => void }) {
  const data = useModuleData();
  const resource = resourceOf(system, resourceKey);
  const fields = useMemo(() => fieldsIn(resource.fields, 'form').filter((f) => !f.readonly), [resource]);
  const options = useLookups(resource);
  const allowed = useResourceCan(resource);
  const form = useForm<FormValues>({ defaultValues: initialValues(fields), mode: 'onTouched' });
  const [saved, setSaved] = useState<Record<string, unknown> | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      const row = await data.settings(resource);
      setSaved(row);
      form.reset(initialValues(fields, row as never));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [data, resource, fields, form]);
  useEffect(() => void load(), [load]);

  async function save(values: FormValues) {
    try {
      const row = await data.saveSettings(resource, toPayload(fields, values));
      setSaved(row);
      form.reset(initialValues(fields, row as never));
      void message.success(t('config.settingsSaved'));
      onSaved();
    } catch (error) {
      const found = serverProblem(error);
      for (const e of found.fields) form.setError(e.field!, { type: 'server', message: e.message }, { shouldFocus: true });
      if (!found.fields.length) void message.error(found.msg);
    }
  }

  if (failed) return <Result status="error" title={t('modules.loadFailed')} />;
  if (!saved) return <Spin />;
  // Without the edit function the settings are shown, not offered for change (decision 0330).
  if (!allowed.op('edit')) {
    return <Descriptions columns={2} items={fields.map((f) => ({ label: fieldTitle(f), value: <DisplayValue system={system} field={f} row={saved} /> }))} />;
  }
  return (
    <DialogFormLayout form={form} onSubmit={save} onCancel={() => form.reset(initialValues(fields, saved as never))} okText={t('config.settingsSave')} cancelText={t('config.settingsReset')} aria-label={resource.name}>
      {fields.map((f) => (
        <FormField key={f.key} name={f.key} label={fieldTitle(f)} {...fieldRules(resource, f)}>
          {formControl(f, options[f.key])}
        </FormField>
      ))}
    </DialogFormLayout>
  );
}

function History({ entries }: { entries: SettingsChange[] | null }) {
  if (!entries) return <Spin />;
  if (!entries.length) return <Empty>{t('config.historyEmpty')}</Empty>;
  return (
    <Timeline aria-label={t('config.settingsHistory')} items={entries.map((e) => ({
      key: String(e.id),
      title: t('config.historyEntry', { user: e.userName || e.action, at: e.at }),
      time: e.at.replace(' ', 'T'),
      remark: <Changes>{e.changes.map((c) => <li key={c.field}>{t('config.changeLine', { label: c.label, old: shown(c.old), new: shown(c.new) })}</li>)}</Changes>,
    }))} />
  );
}

export default function SettingsPage({ uri }: TabPageProps) {
  const { system, page } = pageOf(uri);
  const data = useModuleData();
  const [history, setHistory] = useState<SettingsChange[] | null>(null);
  const resourceKey = page.kind === 'settings' ? page.resource : '';
  const loadHistory = useCallback(() => {
    if (!resourceKey) return;
    data.settingsHistory(resourceOf(system, resourceKey)).then(setHistory, () => setHistory([]));
  }, [data, system, resourceKey]);
  useEffect(loadHistory, [loadHistory]);
  if (page.kind !== 'settings') return null;
  return (
    <PageRoot aria-label={page.title}>
      <Columns>
        <Card title={page.title}><SettingsForm system={system} resourceKey={resourceKey} onSaved={loadHistory} /></Card>
        <Card title={t('config.settingsHistory')}><History entries={history} /></Card>
      </Columns>
    </PageRoot>
  );
}

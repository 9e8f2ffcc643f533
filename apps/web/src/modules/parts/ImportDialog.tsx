/** .xlsx import: upload, then either a success notice or the server's row-level errors. */
import { useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../../../../src/components/Dialog';
import { message } from '../../../../../src/components/Message';
import { t } from '../../../../../src/i18n';
import type { ResourceDefinition } from '../../../../catalogue/src';
import { resourceApi, serverProblem } from '../api';

const Hint = styled.p`margin: 0 0 ${(p) => p.theme.space.sm}; color: ${(p) => p.theme.color.text.secondary};`;
const Errors = styled.ul`margin: ${(p) => p.theme.space.sm} 0 0; padding-left: ${(p) => p.theme.space.lg}; color: ${(p) => p.theme.color.error.textOnContainer};`;
const FileLabel = styled.label`display: grid; gap: ${(p) => p.theme.space.xxs}; color: ${(p) => p.theme.color.text.primary};`;

export function ImportDialog({ resource, open, onClose, onDone }: { resource: ResourceDefinition; open: boolean; onClose: () => void; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!file) {
      setErrors([t('modules.uploadMissing')]);
      return;
    }
    setBusy(true);
    try {
      const answer = await resourceApi.import(resource, file);
      void message.success(answer.msg ?? t('modules.importOk', { count: answer.data.imported }));
      setErrors([]);
      onDone();
      onClose();
    } catch (error) {
      const problem = serverProblem(error);
      setErrors(problem.rows.length ? problem.rows : [problem.msg]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('modules.importTitle', { name: resource.name })} okText={t('modules.importSubmit')} okLoading={busy} onOk={() => void submit()} onCancel={onClose}>
      <Hint>{t('modules.importHint')}</Hint>
      <FileLabel>
        {t('modules.importFile')}
        <input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setErrors([]); }} />
      </FileLabel>
      {errors.length > 0 && (
        <div role="alert">
          <Hint>{t('modules.importErrors')}</Hint>
          <Errors>{errors.map((e) => <li key={e}>{e}</li>)}</Errors>
        </div>
      )}
    </Dialog>
  );
}

/** .xlsx import: choose or drop the file, then either a success notice or the server's row-level errors. */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Dialog } from '../../../../../src/components/Dialog';
import { message } from '../../../../../src/components/Message';
import { Upload, type UploadFn } from '../../../../../src/components/Upload';
import { t } from '../../../../../src/i18n';
import type { ResourceDefinition } from '../../../../catalogue/src';
import { serverProblem, useModuleData } from '../dataSource';

const Hint = styled.p`margin: 0 0 ${(p) => p.theme.space.sm}; color: ${(p) => p.theme.color.text.secondary};`;
const Errors = styled.ul`margin: ${(p) => p.theme.space.xs} 0 0; padding-left: ${(p) => p.theme.space.lg}; color: ${(p) => p.theme.color.error.textOnContainer};`;
const Report = styled.div`margin-top: ${(p) => p.theme.space.md};`;

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportDialog({ resource, onClose, onDone }: { resource: ResourceDefinition; onClose: () => void; onDone: () => void }) {
  const data = useModuleData();
  const [errors, setErrors] = useState<string[]>([]);

  const upload: UploadFn = async (file, onProgress) => {
    setErrors([]);
    onProgress(30);
    try {
      const answer = await data.importFile(resource, file);
      void message.success(answer.msg ?? t('modules.importOk', { count: answer.imported }));
    } catch (error) {
      const problem = serverProblem(error);
      setErrors(problem.rows.length ? problem.rows : [problem.msg]);
      throw new Error(problem.msg);
    }
    onDone();
    onClose();
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('modules.importTitle', { name: resource.name })}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <Hint>{t('modules.importHint')}</Hint>
      <Upload upload={upload} accept={XLSX} multiple={false} aria-label={t('modules.importFile')} hint={t('modules.importAccept')} />
      {errors.length > 0 && (
        <Report role="alert">
          <Hint>{t('modules.importErrors')}</Hint>
          <Errors>{errors.map((e) => <li key={e}>{e}</li>)}</Errors>
        </Report>
      )}
    </Dialog>
  );
}

/** The export button and, while the file downloads, its progress bar (resource lists and reports). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../../src/components/Button';
import { Progress } from '../../../../../src/components/Progress';
import { t } from '../../../../../src/i18n';
import type { DownloadProgress } from '../../../../../src/request/types';
import type { useExport } from './useExport';

type Exporter = ReturnType<typeof useExport>;
type Start = (onProgress: (p: DownloadProgress) => void) => Promise<unknown>;

const ProgressBox = styled.div`min-width: 200px;`;

/** The download button; disabled while an export runs. */
export function ExportButton({ exporter, start, children }: { exporter: Exporter; start: Start; children: ReactNode }) {
  return <Button icon="download" disabled={exporter.percent !== null} onClick={() => void exporter.run(start)}>{children}</Button>;
}

/** The progress of the running export (nothing when none runs). */
export function ExportProgress({ exporter }: { exporter: Exporter }) {
  return exporter.percent !== null && <ProgressBox><Progress percent={exporter.percent} size="sm" label={t('modules.exporting')} /></ProgressBox>;
}

/** Button and progress side by side (a toolbar that puts nothing between them). */
export function ExportControl({ exporter, start, children }: { exporter: Exporter; start: Start; children: ReactNode }) {
  return (
    <>
      <ExportButton exporter={exporter} start={start}>{children}</ExportButton>
      <ExportProgress exporter={exporter} />
    </>
  );
}

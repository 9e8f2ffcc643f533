/** Export with a progress bar: bytes received against the expected size (rows × an estimate). */
import { useState } from 'react';
import { message } from '../../../../../src/components/Message';
import { t } from '../../../../../src/i18n';
import type { DownloadProgress } from '../../../../../src/request/types';

export function useExport() {
  const [percent, setPercent] = useState<number | null>(null);
  /** `done`: the message once the file is saved (导出完成 by default). */
  async function run(start: (onProgress: (p: DownloadProgress) => void) => Promise<unknown>, done = t('modules.exportDone')) {
    setPercent(0);
    try {
      // Streamed answers have no length: move towards 95 % until the file is complete.
      await start((p) => setPercent((old) => Math.max(old ?? 0, p.percent ?? Math.min(95, Math.round(100 * (1 - 1 / (1 + p.loaded / 200_000)))))));
      setPercent(100);
      void message.success(done);
    } finally {
      setTimeout(() => setPercent(null), 600);
    }
  }
  return { percent, run };
}

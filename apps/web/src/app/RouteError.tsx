/** A page that failed to load (chunk error or 120 s time-out, §8) or threw while rendering. */
import { Button } from '../../../../src/components/Button';
import { Result } from '../../../../src/components/Result';
import { t } from '../../../../src/i18n';
import { ChunkLoadError } from './lazyPage';
import { CenteredPage } from './CenteredPage';

export function RouteError({ error }: { error: unknown }) {
  const isChunk = error instanceof ChunkLoadError;
  return (
    <CenteredPage>
      <Result
        status="error"
        title={t('shell.errors.chunkFailed')}
        subTitle={isChunk ? t('shell.errors.chunkDetail') : String((error as Error)?.message ?? error)}
        extra={<Button variant="primary" onClick={() => window.location.reload()}>{t('shell.errors.reload')}</Button>}
      />
    </CenteredPage>
  );
}

/** /layout: loads the user's systems and menu (§4 Menu loading), then the shell. */
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../../src/components/Button';
import { Result } from '../../../../src/components/Result';
import { Spin } from '../../../../src/components/Spin';
import { t } from '../../../../src/i18n';
import { CenteredPage } from '../app/CenteredPage';
import { ShellLayout } from '../layout/ShellLayout';
import { useShellData } from '../layout/useShellData';
import NotFoundPage from './NotFoundPage';

export default function LayoutPage() {
  const [params] = useSearchParams();
  // A page address (/<system>/<page>) names its system in the path.
  const { systemCode } = useParams();
  const { load, retry } = useShellData(params, systemCode);
  if (load.status === 'loading') return <CenteredPage><Spin tip={t('shell.layout.loadingMenu')} /></CenteredPage>;
  if (load.status === 'notFound') return <NotFoundPage />;
  if (load.status === 'failed') {
    return (
      <CenteredPage>
        <Result status="error" title={t('shell.layout.menuFailed')} extra={<Button variant="primary" onClick={retry}>{t('shell.layout.retry')}</Button>} />
      </CenteredPage>
    );
  }
  return <ShellLayout key={load.data.system.code} data={load.data} menuId={params.get('menuId')} />;
}
